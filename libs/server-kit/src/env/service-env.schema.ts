import { z } from 'zod';
import { envFields } from './load-env';

/** Variables every NATS service reads; a service extends this with its own. */
export function serviceEnvSchema(defaultHealthPort: number) {
  return z.object({
    NODE_ENV: envFields.nodeEnv,
    LOG_LEVEL: envFields.logLevel,
    NATS_URL: envFields.natsUrl,
    DATABASE_URL: envFields.databaseUrl,
    HEALTH_PORT: envFields.port(defaultHealthPort),
    RUN_MIGRATIONS: envFields.boolean(true),
    SEED_DEMO_ACCOUNTS: envFields.boolean(false),
  });
}

export type ServiceEnv = z.infer<ReturnType<typeof serviceEnvSchema>>;
