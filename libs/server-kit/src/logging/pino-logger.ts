import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';

/** Nest's logger interface over pino: one JSON line per entry, with the app name on each. */
export class PinoLogger implements LoggerService {
  readonly pino: Logger;

  constructor(app: string, level: string) {
    this.pino = pino({ name: app, level, base: { app } });
  }

  log(message: unknown, context?: string): void {
    this.pino.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.pino.error({ context, trace }, message instanceof Error ? message.message : String(message));
  }
  warn(message: unknown, context?: string): void {
    this.pino.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.pino.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.pino.trace({ context }, String(message));
  }
}
