import * as z from 'zod/mini';
import { COMMON_MESSAGES } from '../common/messages';
import { idempotencyKeySchema, requestObject } from '../common/request.schemas';
import { isUuid } from '../common/ids';
import { CANCELLATION_MESSAGES as M } from './cancellation.messages';
import type { CancellationKind } from './cancellation.types';

/** C0 control characters and DEL; line breaks and tabs are allowed only in the free-text reason. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const noControl = z.refine(
  (value: unknown) => typeof value !== 'string' || !CONTROL.test(value),
  M.controlCharacters,
);

/** A plain mailbox address: something@domain.tld, no spaces, ≤ 254 characters. */
const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;

const nameSchema = z.pipe(
  z.string({ error: M.nameRequired }).check(noControl),
  z.pipe(
    z.transform((value: string) => value.trim()),
    z.string().check(z.minLength(1, M.nameRequired), z.maxLength(200, M.nameTooLong)),
  ),
);

const emailSchema = z.pipe(
  z.string({ error: M.invalidEmail }).check(noControl),
  z.pipe(
    z.transform((value: string) => value.trim()),
    z.string().check(z.maxLength(254, M.invalidEmail), z.regex(EMAIL, M.invalidEmail)),
  ),
);

const subscriptionSchema = z.optional(
  z.pipe(
    z.string({ error: M.subscriptionTooLong }).check(noControl),
    z.pipe(
      z.transform((value: string) => value.trim()),
      z.string().check(z.maxLength(200, M.subscriptionTooLong)),
    ),
  ),
);

const kindSchema = z.pipe(
  z.string({ error: M.invalidKind }),
  z.custom<CancellationKind>((value) => value === 'ordinary' || value === 'extraordinary', {
    error: M.invalidKind,
  }),
);

const reasonSchema = z.optional(
  z.pipe(
    z
      .string({ error: M.reasonRequired })
      .check(
        z.refine(
          (value: unknown) => typeof value !== 'string' || !CONTROL_EXCEPT_LINES.test(value),
          M.controlCharacters,
        ),
      ),
    z.pipe(
      z.transform((value: string) => value.trim()),
      z.string().check(z.maxLength(2000, M.reasonTooLong)),
    ),
  ),
);

/** Today's calendar date in Germany, `YYYY-MM-DD`. */
export function berlinToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const desiredDateSchema = z.optional(
  z.nullable(
    z.string({ error: M.invalidDate }).check(
      z.refine(isCalendarDate, { error: M.invalidDate, abort: true }),
      z.refine((value) => value >= berlinToday(), M.dateInPast),
    ),
  ),
);

const cancellationShape = {
  name: nameSchema,
  email: emailSchema,
  subscription: subscriptionSchema,
  kind: kindSchema,
  reason: reasonSchema,
  desiredDate: desiredDateSchema,
};

const reasonForExtraordinary = z.refine(
  (value: unknown) => {
    const form = value as { kind: CancellationKind; reason?: string | undefined };
    return form.kind !== 'extraordinary' || (form.reason ?? '') !== '';
  },
  { error: M.reasonRequired, path: ['reason'] },
);

/** The § 312k form (gateway `@ZodBody`): German messages for every field. */
export const cancellationBodySchema = z.object(cancellationShape).check(reasonForExtraordinary);

/** What billing-service parses on `billing.cancellation.submit`: the same form plus the session's user. */
export const submitCancellationRequestSchema = requestObject({
  ...cancellationShape,
  userId: z.nullable(
    z.string({ error: COMMON_MESSAGES.invalidInput }).check(z.refine(isUuid, COMMON_MESSAGES.invalidInput)),
  ),
  idempotencyKey: idempotencyKeySchema,
}).check(reasonForExtraordinary);
