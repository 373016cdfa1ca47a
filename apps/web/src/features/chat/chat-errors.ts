import { hasStatus, isApiMessageError } from '../../shared/api/api-error';

/** Spec 1 §8: the session error mentions 429 or 'Zu viele Sitzungen'. */
export function isTooManySessions(error: unknown): boolean {
  if (hasStatus(error, 429)) return true;
  return isApiMessageError(error) && /zu viele sitzungen|\b429\b/i.test(error.data.message);
}

/** Spec 1 §8: the send error mentions that the service is temporarily unavailable. */
export function isServiceUnavailable(error: unknown): boolean {
  if (hasStatus(error, 503)) return true;
  return isApiMessageError(error) && /vorübergehend nicht verfügbar/i.test(error.data.message);
}
