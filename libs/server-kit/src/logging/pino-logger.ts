import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';
import { describeError, stackFrames } from './describe-error';

/**
 * Nest's logger interface over pino: one JSON line per entry, with the app name on each. Errors are
 * logged through `describeError` (database errors without their parameters or quoted values) and stack
 * traces without their message line, so nothing a user sent reaches the log by way of an error.
 */
export class PinoLogger implements LoggerService {
  readonly pino: Logger;

  constructor(app: string, level: string) {
    this.pino = pino({ name: app, level, base: { app } });
  }

  log(message: unknown, context?: string): void {
    this.pino.info({ context }, text(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    const stack = message instanceof Error ? stackFrames(message.stack) : stackFrames(trace);
    // Nest passes the context second when there is no trace.
    const where = context ?? (trace !== undefined && stackFrames(trace) === undefined ? trace : undefined);
    this.pino.error({ context: where, trace: stack }, text(message));
  }
  warn(message: unknown, context?: string): void {
    this.pino.warn({ context }, text(message));
  }
  debug(message: unknown, context?: string): void {
    this.pino.debug({ context }, text(message));
  }
  verbose(message: unknown, context?: string): void {
    this.pino.trace({ context }, text(message));
  }
}

function text(message: unknown): string {
  return message instanceof Error ? describeError(message) : String(message);
}
