import { z, type ZodObject, type ZodRawShape } from 'zod';

export class EnvValidationError extends Error {}

/**
 * Validates the process environment once at boot. Every problem is named with its variable so an
 * operator can fix the configuration without reading code.
 */
export function loadEnv<S extends ZodRawShape>(
  schema: ZodObject<S>,
  source: NodeJS.ProcessEnv = process.env,
): z.infer<ZodObject<S>> {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `  - ${issue.path.join('.') || '(env)'}: ${issue.message}`,
  );
  throw new EnvValidationError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** Runs `loadEnv` and ends the process with a readable message instead of a stack trace. */
export function loadEnvOrExit<S extends ZodRawShape>(schema: ZodObject<S>): z.infer<ZodObject<S>> {
  try {
    return loadEnv(schema);
  } catch (error) {
    if (error instanceof EnvValidationError) {
      process.stderr.write(`${error.message}\nSee .env.example for every variable.\n`);
      process.exit(1);
    }
    throw error;
  }
}

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const envFields = {
  nodeEnv: z.enum(['development', 'production', 'test']).default('development'),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  natsUrl: z
    .string()
    .regex(/^nats:\/\/.+/, 'must be a nats:// URL')
    .default('nats://127.0.0.1:4222'),
  redisUrl: z
    .string()
    .regex(/^rediss?:\/\/.+/, 'must be a redis:// URL')
    .default('redis://127.0.0.1:6379'),
  databaseUrl: z.string().regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// URL'),
  port: (fallback: number) =>
    z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).default(fallback),
  boolean: (fallback: boolean) => booleanString.default(fallback),
  positiveInt: (fallback: number) =>
    z.coerce.number({ error: 'must be a number' }).int().positive().default(fallback),
};
