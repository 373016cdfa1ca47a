import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMMON_MESSAGES } from '@mpu/contracts';

/** The one route that takes an upload (spec 1 §7 `POST /api/transcribe`, multipart field `audio`), as the router matched it. */
const MULTIPART_ROUTES = new Set(['/api/transcribe']);

/**
 * The API reads JSON only (plus multipart on the route that matched as the upload route): a
 * state-changing request that carries a body of another type gets 415 — form posts, text/plain and the
 * other types a cross-site form can send never reach a parser. Answers and returns true when it refused.
 */
export function rejectNonJsonBody(request: FastifyRequest, reply: FastifyReply): boolean {
  const hasBody =
    Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
  const type = request.headers['content-type'] ?? '';
  if (!hasBody || /^application\/json\s*(;|$)/i.test(type)) return false;
  if (/^multipart\/form-data\s*;/i.test(type) && MULTIPART_ROUTES.has(request.routeOptions.url ?? '')) {
    return false;
  }
  void reply.code(415).send({ message: COMMON_MESSAGES.unsupportedMediaType });
  return true;
}
