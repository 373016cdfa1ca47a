import type { SubscriptionStatusResponse, UserDto } from '@mpu/contracts';
import type { Reply } from './fetch-stub';

export function aUser(overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: 'user-1',
    username: 'maria.muster@example.de',
    displayName: 'Maria',
    isAdmin: false,
    createdAt: '2025-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export const signedIn = (user: UserDto = aUser()): Reply => ({ status: 200, body: user });
export const signedOut: Reply = { status: 401, body: { message: 'Bitte melde dich an.' } };

export function subscription(active: boolean): Reply {
  const body: SubscriptionStatusResponse = active
    ? { active: true, subscriptionStatus: 'active', subscriptionTier: 'premium' }
    : { active: false, subscriptionStatus: 'none', subscriptionTier: null };
  return { status: 200, body };
}
