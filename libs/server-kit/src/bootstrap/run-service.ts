import type { DynamicModule } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { ZodObject, ZodRawShape, z } from 'zod';
import { loadEnvOrExit } from '../env/load-env';
import type { ServiceEnv } from '../env/service-env.schema';
import { bootstrapService } from './bootstrap-service';
import { runCliCommand } from './run-cli';

export interface RunServiceOptions<S extends ZodRawShape> {
  name: string;
  /** Postgres schema the service owns. */
  schema: string;
  envSchema: ZodObject<S>;
  createDataSource: (databaseUrl: string) => DataSource;
  module: (env: z.infer<ZodObject<S>>) => DynamicModule;
}

/** The whole `main.ts` of a service: validate env, then `migrate` or start. */
export function runService<S extends ZodRawShape>(options: RunServiceOptions<S>): void {
  const start = async (): Promise<void> => {
    const env = loadEnvOrExit(options.envSchema) as z.infer<ZodObject<S>> & ServiceEnv;
    const dataSource = () => options.createDataSource(env.DATABASE_URL);
    if (await runCliCommand(process.argv, dataSource, options.schema)) return;
    await bootstrapService({
      name: options.name,
      module: options.module(env),
      natsUrl: env.NATS_URL,
      healthPort: env.HEALTH_PORT,
      logLevel: env.LOG_LEVEL,
    });
  };
  start().catch((error: unknown) => {
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stderr.write(`${options.name} failed to start: ${detail}\n`);
    process.exit(1);
  });
}
