import { HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { COMMON_MESSAGES, type RequestOf, type ResponseOf, type Subject } from '@mpu/contracts';
import { NatsRequestError, type NatsRequester } from '@mpu/server-kit';
import { GATEWAY_ENV, type GatewayEnv } from '../config/gateway-env';
import { NATS_REQUESTER } from './nats.constants';

/** Calls a service over NATS and turns every failure into the HTTP answer the user should get. */
@Injectable()
export class ServiceClient {
  private readonly logger = new Logger(ServiceClient.name);

  constructor(
    @Inject(NATS_REQUESTER) private readonly nats: NatsRequester,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  async request<S extends Subject>(
    subject: S,
    payload: RequestOf<S>,
    timeoutMs?: number,
  ): Promise<ResponseOf<S>> {
    try {
      return await this.nats.request(subject, payload, timeoutMs ?? this.env.NATS_REQUEST_TIMEOUT_MS);
    } catch (error) {
      throw this.toHttpException(error);
    }
  }

  private toHttpException(error: unknown): HttpException {
    if (error instanceof NatsRequestError) {
      const { failure } = error;
      if (failure.kind === 'service-error')
        return new HttpException({ message: failure.error.message }, failure.error.status);
      if (failure.kind === 'unavailable') {
        this.logger.warn(`Service unavailable: ${failure.reason}`);
        return new HttpException(
          { message: COMMON_MESSAGES.serviceUnavailable },
          HttpStatus.SERVICE_UNAVAILABLE,
        );
      }
      this.logger.error(`Service call failed: ${failure.reason}`);
    } else {
      this.logger.error(`Service call failed: ${String(error)}`);
    }
    return new HttpException({ message: COMMON_MESSAGES.unexpected }, HttpStatus.INTERNAL_SERVER_ERROR);
  }
}
