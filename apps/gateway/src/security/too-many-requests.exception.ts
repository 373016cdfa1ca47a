import { HttpException, HttpStatus } from '@nestjs/common';
import { COMMON_MESSAGES } from '@mpu/contracts';

/** A 429 that knows when the client may try again; the exception filter sends it as `Retry-After`. */
export class TooManyRequestsException extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = COMMON_MESSAGES.tooManyRequests,
  ) {
    super({ message }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
