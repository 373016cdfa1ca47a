import { ForbiddenException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { COMMON_MESSAGES } from '@mpu/contracts';
import { AuthenticatedGuard } from './authenticated.guard';

/** Logged in and `isAdmin`; otherwise 401 or 403. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly authenticated: AuthenticatedGuard) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const session = await this.authenticated.authenticate(context);
    if (!session.user.isAdmin) throw new ForbiddenException({ message: COMMON_MESSAGES.forbidden });
    return true;
  }
}
