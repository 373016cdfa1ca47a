import { Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { COMMON_MESSAGES } from '@mpu/contracts';
import { SessionService } from '../session/session.service';
import type { SessionRequest } from '../session/session-request';
import type { ActiveSession } from '../session/session.types';

/** Lets a request through only with a live session, and puts that session on the request. */
@Injectable()
export class AuthenticatedGuard implements CanActivate {
  constructor(private readonly sessions: SessionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.authenticate(context);
    return true;
  }

  /** The request's live session (also put on the request), or 401. */
  async authenticate(context: ExecutionContext): Promise<ActiveSession> {
    const request = context.switchToHttp().getRequest<SessionRequest>();
    const session = await this.sessions.load(request);
    if (!session) throw new UnauthorizedException({ message: COMMON_MESSAGES.notLoggedIn });
    request.session = session;
    return session;
  }
}
