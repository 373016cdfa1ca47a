import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { ActiveSession } from '../session/session.types';
import type { SessionRequest } from '../session/session-request';

/** The session the guard attached. Handlers get the user id only from here, never from the client. */
export const CurrentSession = createParamDecorator((_: unknown, context: ExecutionContext): ActiveSession => {
  const session = context.switchToHttp().getRequest<SessionRequest>().session;
  if (!session) throw new Error('CurrentSession used on a route without AuthenticatedGuard');
  return session;
});
