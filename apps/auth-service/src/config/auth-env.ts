import { serviceEnvSchema } from '@mpu/server-kit';

export const authEnvSchema = serviceEnvSchema(3001);
export type AuthEnv = ReturnType<typeof authEnvSchema.parse>;

export const AUTH_SCHEMA = 'auth';
export const AUTH_SERVICE_NAME = 'auth-service';
