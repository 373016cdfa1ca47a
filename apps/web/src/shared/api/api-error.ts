import type { ErrorResponse } from '@mpu/contracts';

/** An HTTP answer of the gateway with its German `{ message }` body. */
export interface ApiMessageError {
  status: number;
  data: ErrorResponse;
}

export function isApiMessageError(error: unknown): error is ApiMessageError {
  if (typeof error !== 'object' || error === null) return false;
  const { status, data } = error as { status?: unknown; data?: unknown };
  return (
    typeof status === 'number' &&
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { message?: unknown }).message === 'string' &&
    (data as { message: string }).message.trim().length > 0
  );
}

export function hasStatus(error: unknown, status: number): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === status;
}

/** The server's German message, or the fallback for network failures and bodies without one. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiMessageError(error) ? error.data.message : fallback;
}
