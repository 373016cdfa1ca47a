import { serviceEnvSchema } from '@mpu/server-kit';

export const billingEnvSchema = serviceEnvSchema(3002);
export type BillingEnv = ReturnType<typeof billingEnvSchema.parse>;

export const BILLING_SCHEMA = 'billing';
export const BILLING_SERVICE_NAME = 'billing-service';
