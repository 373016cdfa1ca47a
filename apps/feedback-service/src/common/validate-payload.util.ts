import { COMMON_MESSAGES, isUuid, validate, type Schema } from '@mpu/contracts';
import { invalidInput } from './feedback.exception';

/** The gateway passes the session's user; anything else is a malformed request. */
export function requireUserId(payload: { userId?: unknown } | null | undefined): string {
  const userId = payload?.userId;
  if (!isUuid(userId)) throw invalidInput(COMMON_MESSAGES.invalidInput);
  return userId;
}

/** Validates a body again in the service (the gateway did too): the service never trusts its caller's shape. */
export function parseOrThrow<T>(schema: Schema<T>, input: unknown): T {
  const result = validate(schema, input);
  if (!result.ok) throw invalidInput(result.message);
  return result.data;
}

/** A payload as it arrives over NATS: any field may be missing until it is checked. */
export type Payload<T> = Partial<T> | null;
