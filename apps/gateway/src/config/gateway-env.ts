import { z } from 'zod';
import { CHAT_LIMITS } from '@mpu/contracts';
import { envFields } from '@mpu/server-kit';

const origins = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ error: 'must be a comma-separated list of origins like https://example.de' })));

export const gatewayEnvSchema = z.object({
  NODE_ENV: envFields.nodeEnv,
  LOG_LEVEL: envFields.logLevel,
  PORT: envFields.port(3000),
  HOST: z.string().default('0.0.0.0'),
  REDIS_URL: envFields.redisUrl,
  NATS_URL: envFields.natsUrl,
  NATS_REQUEST_TIMEOUT_MS: envFields.positiveInt(5000),
  SESSION_SECRET: z
    .string({ error: 'is required (at least 32 random characters)' })
    .min(32, 'must be at least 32 characters'),
  SESSION_IDLE_TIMEOUT_SECONDS: envFields.positiveInt(1800),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  ALLOWED_ORIGINS: origins,
  TRUST_PROXY: envFields.boolean(false),
  WEB_DIST_DIR: z.string().optional(),
  AUTH_RATE_LIMIT_PER_MINUTE: envFields.positiveInt(10),
  CHAT_SESSIONS_PER_MINUTE: envFields.positiveInt(CHAT_LIMITS.sessionsPerMinute),
  /** Chat replies, reports and transcriptions wait for an LLM (the chat-service times out and retries once). */
  CHAT_REQUEST_TIMEOUT_MS: envFields.positiveInt(90_000),
  PREMIUM_CACHE_SECONDS: z.coerce.number().int().min(0).max(30, 'must be at most 30').default(30),
});

export type GatewayEnv = z.infer<typeof gatewayEnvSchema>;
export const GATEWAY_ENV = Symbol('GATEWAY_ENV');
