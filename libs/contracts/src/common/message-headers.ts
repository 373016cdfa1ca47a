/**
 * NATS header with the moment (epoch ms) after which the requester no longer waits for an answer. A
 * service refuses work whose deadline has passed and never commits a write after it, so a 503 the
 * gateway answered on a timeout always means "not done".
 */
export const DEADLINE_HEADER = 'Mpu-Deadline';

/** How long the requester still waits past the deadline for an answer already on its way. */
export const DEADLINE_GRACE_MS = 1000;

/** An `Idempotency-Key`: what the web sends once per user action (a uuid), or any client's own token. */
/** Part of every creating request over NATS: the client's Idempotency-Key, if it sent one. */
export interface IdempotentRequest {
  idempotencyKey?: string | null;
}

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
