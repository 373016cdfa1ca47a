import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { NatsRequester } from '../nats/nats-requester';
import { HEALTH_NATS_CLIENT, HEALTH_OPTIONS } from './health.constants';
import { createPingController, type PingSubject } from './ping.controller';
import { ServiceHealthController } from './service-health.controller';

export interface ServiceHealthModuleOptions {
  service: string;
  natsUrl: string;
  pingSubject: PingSubject;
}

class HealthNatsCloser implements OnApplicationShutdown {
  constructor(@Inject(HEALTH_NATS_CLIENT) private readonly nats: NatsRequester) {}
  async onApplicationShutdown(): Promise<void> {
    await this.nats.close();
  }
}

/** Health endpoints and the ping handler every NATS service has. */
@Module({})
export class ServiceHealthModule {
  static forRoot(options: ServiceHealthModuleOptions): DynamicModule {
    return {
      module: ServiceHealthModule,
      controllers: [ServiceHealthController, createPingController(options.pingSubject, options.service)],
      providers: [
        { provide: HEALTH_OPTIONS, useValue: { pingSubject: options.pingSubject } },
        {
          provide: HEALTH_NATS_CLIENT,
          useFactory: () => NatsRequester.connect(options.natsUrl, `${options.service}-health`),
        },
        HealthNatsCloser,
      ],
    };
  }
}
