import type { FastifyRequest } from 'fastify';
import type { ActiveSession } from './session.types';

/** A request the authentication guard has looked at; `session` is set when it let the request through. */
export type SessionRequest = FastifyRequest & { session?: ActiveSession };
