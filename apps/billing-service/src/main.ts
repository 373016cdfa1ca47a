import 'reflect-metadata';
import { runService } from '@mpu/server-kit/service';
import { BILLING_SCHEMA, BILLING_SERVICE_NAME, billingEnvSchema } from './config/billing-env';
import { createBillingDataSource } from './database/billing-data-source';
import { BillingServiceModule } from './billing-service.module';

runService({
  name: BILLING_SERVICE_NAME,
  schema: BILLING_SCHEMA,
  envSchema: billingEnvSchema,
  createDataSource: createBillingDataSource,
  module: (env) => BillingServiceModule.forRoot(env),
});
