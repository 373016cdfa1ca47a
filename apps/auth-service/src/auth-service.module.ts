import { Module, type DynamicModule } from '@nestjs/common';
import { SUBJECTS } from '@mpu/contracts';
import { DatabaseModule, ServiceHealthModule } from '@mpu/server-kit/service';
import { AUTH_SCHEMA, AUTH_SERVICE_NAME, type AuthEnv } from './config/auth-env';
import { createAuthDataSource } from './database/auth-data-source';
import { DemoUsersSeed, SEED_DEMO_ACCOUNTS } from './seed/demo-users.seed';
import { UsersModule } from './users/users.module';

@Module({})
export class AuthServiceModule {
  static forRoot(env: AuthEnv): DynamicModule {
    return {
      module: AuthServiceModule,
      imports: [
        DatabaseModule.forRoot({
          createDataSource: () => createAuthDataSource(env.DATABASE_URL),
          schema: AUTH_SCHEMA,
          runMigrations: env.RUN_MIGRATIONS,
        }),
        ServiceHealthModule.forRoot({
          service: AUTH_SERVICE_NAME,
          natsUrl: env.NATS_URL,
          pingSubject: SUBJECTS.auth.ping,
        }),
        UsersModule,
      ],
      providers: [{ provide: SEED_DEMO_ACCOUNTS, useValue: env.SEED_DEMO_ACCOUNTS }, DemoUsersSeed],
    };
  }
}
