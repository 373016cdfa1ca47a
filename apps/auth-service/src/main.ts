import 'reflect-metadata';
import { runService } from '@mpu/server-kit/service';
import { AUTH_SCHEMA, AUTH_SERVICE_NAME, authEnvSchema } from './config/auth-env';
import { createAuthDataSource } from './database/auth-data-source';
import { AuthServiceModule } from './auth-service.module';

runService({
  name: AUTH_SERVICE_NAME,
  schema: AUTH_SCHEMA,
  envSchema: authEnvSchema,
  createDataSource: createAuthDataSource,
  module: (env) => AuthServiceModule.forRoot(env),
});
