import { COMMON_MESSAGES, IDEMPOTENCY_KEY_PATTERN } from '@mpu/contracts';
import { ServiceException } from './service.exception';

/** 400 with a German message: the payload was malformed and nothing was stored. */
export function invalidInput(message: string = COMMON_MESSAGES.invalidInput): ServiceException {
  return new ServiceException('INVALID_INPUT', 400, message);
}

/** The client's Idempotency-Key the gateway passed on (`IdempotentRequest`), or null without one. */
export function optionalIdempotencyKey(
  payload: { idempotencyKey?: unknown } | null | undefined,
): string | null {
  const key = payload?.idempotencyKey;
  if (key === undefined || key === null) return null;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key))
    throw invalidInput(COMMON_MESSAGES.invalidIdempotencyKey);
  return key;
}
