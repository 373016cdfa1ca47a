import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { NatsRequester } from '@mpu/server-kit';
import { GATEWAY_ENV, type GatewayEnv } from '../config/gateway-env';
import { NATS_REQUESTER } from './nats.constants';
import { ServiceClient } from './service-client.service';

class NatsCloser implements OnApplicationShutdown {
  constructor(@Inject(NATS_REQUESTER) private readonly nats: NatsRequester) {}
  async onApplicationShutdown(): Promise<void> {
    await this.nats.close();
  }
}

@Global()
@Module({
  providers: [
    {
      provide: NATS_REQUESTER,
      inject: [GATEWAY_ENV],
      useFactory: (env: GatewayEnv) => NatsRequester.connect(env.NATS_URL, 'gateway'),
    },
    NatsCloser,
    ServiceClient,
  ],
  exports: [ServiceClient, NATS_REQUESTER],
})
export class NatsModule {}
