import { HttpException, HttpStatus } from '@nestjs/common';
import { COMMON_MESSAGES } from '@mpu/contracts';

const FALLBACK_BY_STATUS: Record<number, string> = {
  [HttpStatus.BAD_REQUEST]: COMMON_MESSAGES.invalidInput,
  [HttpStatus.UNAUTHORIZED]: COMMON_MESSAGES.notLoggedIn,
  [HttpStatus.FORBIDDEN]: COMMON_MESSAGES.forbidden,
  [HttpStatus.NOT_FOUND]: COMMON_MESSAGES.notFound,
  [HttpStatus.PAYLOAD_TOO_LARGE]: COMMON_MESSAGES.payloadTooLarge,
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: COMMON_MESSAGES.unsupportedMediaType,
  [HttpStatus.TOO_MANY_REQUESTS]: COMMON_MESSAGES.tooManyRequests,
  [HttpStatus.SERVICE_UNAVAILABLE]: COMMON_MESSAGES.serviceUnavailable,
};

export interface HttpErrorAnswer {
  status: number;
  body: { message: string };
}

/**
 * Every error becomes `{ message }` in German. Our own exceptions carry a German message; Nest's and
 * Fastify's built-in English ones (Nest wraps Fastify's parser errors in HttpException) are replaced
 * by the German text for their status. Anything else is a 500 whose details stay in the log.
 */
export function toHttpErrorAnswer(error: unknown): HttpErrorAnswer {
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const response = error.getResponse();
    const own =
      typeof response === 'object' &&
      response !== null &&
      'message' in response &&
      !('statusCode' in response)
        ? (response as { message: unknown }).message
        : undefined;
    return { status, body: { message: typeof own === 'string' ? own : messageForStatus(status) } };
  }
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { message: COMMON_MESSAGES.unexpected } };
}

function messageForStatus(status: number): string {
  return (
    FALLBACK_BY_STATUS[status] ?? (status >= 500 ? COMMON_MESSAGES.unexpected : COMMON_MESSAGES.invalidInput)
  );
}
