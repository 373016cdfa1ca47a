import {
  ForbiddenException,
  HttpException,
  UnauthorizedException,
  type ExecutionContext,
} from '@nestjs/common';
import { COMMON_MESSAGES, type SubscriptionStatusResponse } from '@mpu/contracts';
import type { PremiumStatusService } from '../billing/premium-status.service';
import type { SessionService } from '../session/session.service';
import type { ActiveSession } from '../session/session.types';
import { AdminGuard } from './admin.guard';
import { AuthenticatedGuard } from './authenticated.guard';
import { PremiumGuard } from './premium.guard';

const session = (isAdmin = false): ActiveSession => ({
  key: 'k',
  userId: 'u1',
  createdAt: '2026-11-22T00:00:00Z',
  user: { id: 'u1', username: 'anna', displayName: null, isAdmin, createdAt: '2026-11-22T00:00:00Z' },
});

function contextWith(request: Record<string, unknown>): ExecutionContext {
  return { switchToHttp: () => ({ getRequest: () => request }) } as unknown as ExecutionContext;
}

const sessions = (value: ActiveSession | null) =>
  ({ load: jest.fn().mockResolvedValue(value) }) as unknown as SessionService;
const premium = (status: SubscriptionStatusResponse | Error) =>
  ({
    status:
      status instanceof Error ? jest.fn().mockRejectedValue(status) : jest.fn().mockResolvedValue(status),
  }) as unknown as PremiumStatusService;

describe('AuthenticatedGuard', () => {
  it('answers 401 in German without a session', async () => {
    const guard = new AuthenticatedGuard(sessions(null));
    await expect(guard.canActivate(contextWith({}))).rejects.toThrow(UnauthorizedException);
    await expect(guard.canActivate(contextWith({}))).rejects.toThrow(COMMON_MESSAGES.notLoggedIn);
  });

  it('puts the session on the request', async () => {
    const request: Record<string, unknown> = {};
    await expect(new AuthenticatedGuard(sessions(session())).canActivate(contextWith(request))).resolves.toBe(
      true,
    );
    expect(request.session).toMatchObject({ userId: 'u1' });
  });
});

describe('AdminGuard', () => {
  it('answers 403 for a normal user', async () => {
    const guard = new AdminGuard(new AuthenticatedGuard(sessions(session(false))));
    await expect(guard.canActivate(contextWith({}))).rejects.toThrow(ForbiddenException);
  });

  it('lets an admin through', async () => {
    const guard = new AdminGuard(new AuthenticatedGuard(sessions(session(true))));
    await expect(guard.canActivate(contextWith({}))).resolves.toBe(true);
  });

  it('answers 401 before 403 when nobody is logged in', async () => {
    const guard = new AdminGuard(new AuthenticatedGuard(sessions(null)));
    await expect(guard.canActivate(contextWith({}))).rejects.toThrow(UnauthorizedException);
  });
});

describe('PremiumGuard', () => {
  const active: SubscriptionStatusResponse = {
    active: true,
    subscriptionStatus: 'active',
    subscriptionTier: 'premium',
  };
  const inactive: SubscriptionStatusResponse = {
    active: false,
    subscriptionStatus: 'none',
    subscriptionTier: null,
  };

  it('lets an active subscriber through, asking billing for the session user only', async () => {
    const status = premium(active);
    const guard = new PremiumGuard(new AuthenticatedGuard(sessions(session())), status);
    await expect(guard.canActivate(contextWith({ body: { userId: 'someone-else' } }))).resolves.toBe(true);
    expect(status.status).toHaveBeenCalledWith('u1');
  });

  it('answers 403 with the premium message without a subscription', async () => {
    const guard = new PremiumGuard(new AuthenticatedGuard(sessions(session())), premium(inactive));
    await expect(guard.canActivate(contextWith({}))).rejects.toThrow(COMMON_MESSAGES.premiumRequired);
  });

  it('fails closed when billing cannot answer', async () => {
    const unavailable = new HttpException({ message: COMMON_MESSAGES.serviceUnavailable }, 503);
    const guard = new PremiumGuard(new AuthenticatedGuard(sessions(session())), premium(unavailable));
    await expect(guard.canActivate(contextWith({}))).rejects.toBe(unavailable);
  });
});
