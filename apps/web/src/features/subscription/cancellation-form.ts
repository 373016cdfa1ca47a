import { cancellationBodySchema, type CancellationKind } from '@mpu/contracts';
import * as z from 'zod/mini';

type CancellationDateMode = 'asap' | 'date';

/** What the form holds: every field a string, as typed or chosen. */
export interface CancellationFormValues extends Record<string, string> {
  name: string;
  email: string;
  subscription: string;
  kind: CancellationKind;
  reason: string;
  dateMode: CancellationDateMode;
  desiredDate: string;
}

export const EMPTY_CANCELLATION_FORM: CancellationFormValues = {
  name: '',
  email: '',
  subscription: '',
  kind: 'ordinary',
  reason: '',
  dateMode: 'asap',
  desiredDate: '',
};

/** The body of `POST /api/cancellation-requests`: no reason for an ordinary one, null for the earliest date. */
function toCancellationBody(form: CancellationFormValues): z.input<typeof cancellationBodySchema> {
  return {
    name: form.name,
    email: form.email,
    subscription: form.subscription.trim() === '' ? undefined : form.subscription,
    kind: form.kind,
    reason: form.kind === 'extraordinary' ? form.reason : undefined,
    desiredDate: form.dateMode === 'date' ? form.desiredDate : null,
  };
}

/**
 * The form checked with the contracts' body schema, so the messages are the server's own (German, per field:
 * name, email, subscription, reason, desiredDate); the output is the body to send.
 */
export const cancellationFormSchema = z.pipe(
  z.transform((form: CancellationFormValues) => toCancellationBody(form)),
  cancellationBodySchema,
);

/** A prefilled e-mail only when it is one (a username is not). */
export function prefillEmail(value: string | null | undefined): string {
  const email = value?.trim() ?? '';
  return z.safeParse(cancellationBodySchema.shape.email, email).success ? email : '';
}
