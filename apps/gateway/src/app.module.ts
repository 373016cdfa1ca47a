import { Module, type DynamicModule } from '@nestjs/common';
import { GATEWAY_ENV, type GatewayEnv } from './config/gateway-env';
import { AuthModule } from './auth/auth.module';
import { BillingModule } from './billing/billing.module';
import { ChatModule } from './chat/chat.module';
import { GuardsModule } from './guards/guards.module';
import { InfoModule } from './info/info.module';
import { HealthController } from './health/health.controller';
import { NatsModule } from './nats/nats.module';
import { RedisModule } from './redis/redis.module';
import { SelfHelpModule } from './self-help/self-help.module';
import { SessionModule } from './session/session.module';

@Module({})
export class AppModule {
  static forRoot(env: GatewayEnv): DynamicModule {
    return {
      module: AppModule,
      global: true,
      providers: [{ provide: GATEWAY_ENV, useValue: env }],
      exports: [GATEWAY_ENV],
      imports: [
        RedisModule,
        NatsModule,
        SessionModule,
        GuardsModule,
        AuthModule,
        BillingModule,
        ChatModule,
        InfoModule,
        SelfHelpModule,
      ],
      controllers: [HealthController],
    };
  }
}
