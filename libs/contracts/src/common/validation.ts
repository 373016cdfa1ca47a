import { safeParse, type $ZodType } from 'zod/v4/core';
import { germanIssueMessage } from './german-issue-message';
import { COMMON_MESSAGES } from './messages';
import { findUnsafeText } from './unsafe-text';

/** Any schema of the contracts (they are zod/mini schemas). */
export type Schema<T> = $ZodType<T>;

export type ValidationResult<T> =
  { ok: true; data: T } | { ok: false; message: string; fieldErrors: Record<string, string> };

const PARSE_CONTEXT = { error: germanIssueMessage };

/**
 * Validates input with a schema and returns the first German message (for API answers) and the first
 * message per field (for forms). Text holding NUL or a lone surrogate is refused in every field before
 * the schema runs; issues the schema does not word itself get German texts (`germanIssueMessage`).
 */
export function validate<T>(schema: Schema<T>, input: unknown): ValidationResult<T> {
  const unsafePath = findUnsafeText(input);
  if (unsafePath) {
    const field = unsafePath.length > 0 ? unsafePath.map(String).join('.') : '_';
    return {
      ok: false,
      message: COMMON_MESSAGES.unsafeText,
      fieldErrors: { [field]: COMMON_MESSAGES.unsafeText },
    };
  }
  const result = safeParse(schema, input, PARSE_CONTEXT);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (!(field in fieldErrors)) fieldErrors[field] = issue.message;
  }
  return { ok: false, message: result.error.issues[0]?.message ?? COMMON_MESSAGES.invalidInput, fieldErrors };
}
