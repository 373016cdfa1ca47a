import { Transport, type NatsOptions } from '@nestjs/microservices';

/** The NATS transport of a service: a queue group per service so replicas share the work. */
export function natsServerOptions(url: string, queue: string): NatsOptions {
  return {
    transport: Transport.NATS,
    options: { servers: [url], queue, name: queue, maxReconnectAttempts: -1, reconnectTimeWait: 500 },
  };
}
