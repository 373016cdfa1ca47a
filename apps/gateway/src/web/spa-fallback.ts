import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Serves index.html for client-side routes (any GET that is not /api and wants HTML). */
export class SpaFallback {
  private readonly indexHtml: string;

  constructor(webDistDir: string) {
    this.indexHtml = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  }

  accepts(request: FastifyRequest): boolean {
    return (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !path.extname(request.url.split('?')[0] ?? '')
    );
  }

  send(reply: FastifyReply): void {
    void reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(this.indexHtml);
  }
}
