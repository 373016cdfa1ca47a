import { Catch, Logger, NotFoundException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toHttpErrorAnswer } from './http-error.mapper';
import type { SpaFallback } from '../web/spa-fallback';

/** Answers every error as `{ message }`; unknown GET pages outside /api get the web app (SPA routing). */
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
    if (answer.status >= 500)
      this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    void reply.code(answer.status).header('cache-control', 'no-store').send(answer.body);
  }
}
