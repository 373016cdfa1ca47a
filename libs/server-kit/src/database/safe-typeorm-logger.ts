import { Logger as NestLogger } from '@nestjs/common';
import type { Logger as TypeOrmLogger, QueryRunner } from 'typeorm';
import { describeError, statementHead } from '../logging/describe-error';

/**
 * TypeORM's own loggers print failed and slow queries with their parameters — for auth.users that is
 * the argon2 hash. This one names the statement and the error code only, through the app's pino logger.
 */
export class SafeTypeOrmLogger implements TypeOrmLogger {
  private readonly logger = new NestLogger('TypeORM');

  logQuery(): void {
    // Successful queries are not logged.
  }

  logQueryError(error: string | Error, query: string, _parameters?: unknown[], _runner?: QueryRunner): void {
    const cause = typeof error === 'string' ? 'query failed' : describeError(error);
    this.logger.error(`${cause} (${statementHead(query)})`);
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn(`slow query (${time} ms): ${statementHead(query)}`);
  }

  logSchemaBuild(message: string): void {
    this.logger.log(message);
  }

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
    else this.logger.log(String(message));
  }
}
