import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DeadlineInterceptor } from '../deadline/deadline.interceptor';
import { PinoLogger } from '../logging/pino-logger';
import { natsServerOptions } from '../nats/nats-options';

export interface ServiceBootstrapOptions {
  name: string;
  module: Type<unknown> | DynamicModule;
  natsUrl: string;
  healthPort: number;
  logLevel: string;
}

/**
 * Starts a service: its NATS handlers (queue group = service name) plus a small HTTP server that only
 * answers the health probes.
 */
export async function bootstrapService(options: ServiceBootstrapOptions): Promise<NestFastifyApplication> {
  const logger = new PinoLogger(options.name, options.logLevel);
  const app = await NestFactory.create<NestFastifyApplication>(options.module, new FastifyAdapter(), {
    logger,
  });
  app.useGlobalInterceptors(new DeadlineInterceptor());
  app.connectMicroservice(natsServerOptions(options.natsUrl, options.name), { inheritAppConfig: true });
  app.enableShutdownHooks();
  await app.startAllMicroservices();
  await app.listen(options.healthPort, '0.0.0.0');
  logger.log(
    `${options.name} listening on NATS ${options.natsUrl}, health on :${options.healthPort}`,
    'Bootstrap',
  );
  return app;
}
