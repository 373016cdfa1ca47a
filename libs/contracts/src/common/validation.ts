import { safeParse, type $ZodType } from 'zod/v4/core';

/** Any schema of the contracts (they are zod/mini schemas). */
export type Schema<T> = $ZodType<T>;

export type ValidationResult<T> =
  { ok: true; data: T } | { ok: false; message: string; fieldErrors: Record<string, string> };

/**
 * Validates input with a schema and returns the first German message (for API answers) and the first
 * message per field (for forms).
 */
export function validate<T>(schema: Schema<T>, input: unknown): ValidationResult<T> {
  const result = safeParse(schema, input);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (!(field in fieldErrors)) fieldErrors[field] = issue.message;
  }
  return { ok: false, message: result.error.issues[0]?.message ?? 'Ungültige Eingabe', fieldErrors };
}
