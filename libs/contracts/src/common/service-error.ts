/**
 * What a service sends back over NATS when a request fails: a stable code, the HTTP status the
 * gateway should answer with, and a German message that may be shown to the user as it is.
 */
export interface ServiceErrorPayload {
  code: string;
  status: number;
  message: string;
}

export function isServiceErrorPayload(value: unknown): value is ServiceErrorPayload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === 'string' && typeof v.status === 'number' && typeof v.message === 'string';
}

/** The body of every error answer of the HTTP API. */
export interface ErrorResponse {
  message: string;
}
