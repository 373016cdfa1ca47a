import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMMON_MESSAGES } from '@mpu/contracts';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The API reads JSON only: a state-changing request that carries a body of another type gets 415. */
export async function requireJsonBodies(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!BODY_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
  const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
  const type = request.headers['content-type'] ?? '';
  if (hasBody && !/^application\/json\s*(;|$)/i.test(type)) {
    await reply.code(415).send({ message: COMMON_MESSAGES.unsupportedMediaType });
  }
}
