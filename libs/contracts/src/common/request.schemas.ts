import * as z from 'zod/mini';
import { isUuid } from './ids';
import { IDEMPOTENCY_KEY_PATTERN } from './message-headers';
import { COMMON_MESSAGES as M } from './messages';

// Building blocks of the NATS request schemas (request-schemas.ts). A service parses every payload again
// with these: NATS is an API of its own, and the service never trusts its caller's shape.

/** The gateway session's user, a uuid; anything else is a malformed request. */
export const userIdSchema = z.string({ error: M.invalidInput }).check(z.refine(isUuid, M.invalidInput));

/** The client's Idempotency-Key the gateway passed on (`IdempotentRequest`), if it sent one. */
export const idempotencyKeySchema = z.optional(
  z.nullable(
    z
      .string({ error: M.invalidIdempotencyKey })
      .check(z.regex(IDEMPOTENCY_KEY_PATTERN, M.invalidIdempotencyKey)),
  ),
);

/** A request object; a payload that is no object at all answers the general German 400. */
export function requestObject<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.object(shape, { error: M.invalidInput });
}

/** Requests that name only the session's user. */
export const userRequestSchema = requestObject({ userId: userIdSchema });

/** A ping answers whatever it carries: it only proves the service is reachable. */
export const pingRequestSchema = z.catch(z.object({}), {});
