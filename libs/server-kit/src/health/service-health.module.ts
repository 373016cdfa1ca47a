import { Module, type DynamicModule } from '@nestjs/common';
import { ClientProxyFactory } from '@nestjs/microservices';
import { natsServerOptions } from '../nats/nats-options';
import { HEALTH_NATS_CLIENT, HEALTH_OPTIONS } from './health.constants';
import { createPingController } from './ping.controller';
import { ServiceHealthController } from './service-health.controller';

export interface ServiceHealthModuleOptions {
  service: string;
  natsUrl: string;
  pingSubject: string;
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
          useFactory: () =>
            ClientProxyFactory.create(natsServerOptions(options.natsUrl, `${options.service}-health`)),
        },
      ],
    };
  }
}
