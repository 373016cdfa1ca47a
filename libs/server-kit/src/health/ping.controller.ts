import { Controller, type Type } from '@nestjs/common';
import type { PingResponse, SERVICE_PINGS } from '@mpu/contracts';
import { Handles } from '../messaging/handles.decorator';

export type PingSubject = (typeof SERVICE_PINGS)[keyof typeof SERVICE_PINGS];

/** A NATS handler answering the service's ping subject; the gateway's readiness uses it. */
export function createPingController(subject: PingSubject, service: string): Type<unknown> {
  @Controller()
  class PingController {
    @Handles(subject)
    ping(): PingResponse {
      return { service, ok: true };
    }
  }
  return PingController;
}
