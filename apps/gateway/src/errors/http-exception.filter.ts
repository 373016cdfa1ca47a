import {
  Catch,
  HttpStatus,
  Logger,
  NotFoundException,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toHttpErrorAnswer } from './http-error.mapper';
import { TooManyRequestsException } from '../security/too-many-requests.exception';
import type { SpaFallback } from '../web/spa-fallback';

/** For a 429 that does not say when its window ends (the rate-limit windows are a minute long). */
const RETRY_AFTER_SECONDS = 60;

/**
 * Answers every error as `{ message }` (a 429 with `Retry-After`); unknown GET pages outside /api get the
 * web app (SPA routing).
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  constructor(private readonly spa: SpaFallback | null) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (error instanceof NotFoundException && this.spa?.accepts(request)) {
      this.spa.send(reply);
      return;
    }
    const answer = toHttpErrorAnswer(error);
    if (answer.status >= 500) this.logger.error(error);
    void reply.code(answer.status).header('cache-control', 'no-store');
    if (answer.status === HttpStatus.TOO_MANY_REQUESTS) {
      const seconds =
        error instanceof TooManyRequestsException ? error.retryAfterSeconds : RETRY_AFTER_SECONDS;
      void reply.header('retry-after', String(seconds));
    }
    void reply.send(answer.body);
  }
}
