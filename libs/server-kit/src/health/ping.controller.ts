import { Controller, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { PingResponse } from '@mpu/contracts';

/** A NATS handler answering the service's ping subject; the gateway's readiness uses it. */
export function createPingController(subject: string, service: string): Type<unknown> {
  @Controller()
  class PingController {
    @MessagePattern(subject)
    ping(): PingResponse {
      return { service, ok: true };
    }
  }
  return PingController;
}
