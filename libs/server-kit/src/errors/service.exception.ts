import { RpcException } from '@nestjs/microservices';
import type { ServiceErrorPayload } from '@mpu/contracts';

/**
 * A typed failure of a NATS handler. Each service derives its own (AuthException, ChatException) with a
 * code enum for its own failures; malformed payloads are `invalidInput`, late ones `deadlineExceeded`. The
 * gateway turns the payload into an HTTP answer.
 */
export class ServiceException<Code extends string = string> extends RpcException {
  constructor(
    readonly code: Code,
    readonly status: number,
    override readonly message: string,
  ) {
    super({ code, status, message } satisfies ServiceErrorPayload);
  }
}
