import { ForbiddenException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { COMMON_MESSAGES } from '@mpu/contracts';
import { AuthenticatedGuard } from './authenticated.guard';
import { PremiumStatusService } from '../billing/premium-status.service';

/** Logged in with an active subscription (billing-service, cached ≤ 30 s); otherwise 401 or 403. */
@Injectable()
export class PremiumGuard implements CanActivate {
  constructor(
    private readonly authenticated: AuthenticatedGuard,
    private readonly premium: PremiumStatusService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const session = await this.authenticated.authenticate(context);
    const status = await this.premium.status(session.userId);
    if (!status.active) throw new ForbiddenException({ message: COMMON_MESSAGES.premiumRequired });
    return true;
  }
}
