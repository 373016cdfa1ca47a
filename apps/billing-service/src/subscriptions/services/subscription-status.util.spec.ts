import type { SubscriptionEntity } from '../entities/subscription.entity';
import { toSubscriptionStatus } from './subscription-status.util';

const now = new Date('2026-11-22T12:00:00Z');
const subscription = (overrides: Partial<SubscriptionEntity>): SubscriptionEntity =>
  ({
    status: 'active',
    tier: 'premium',
    currentPeriodEnd: new Date('2026-12-22T12:00:00Z'),
    ...overrides,
  }) as SubscriptionEntity;

describe('toSubscriptionStatus', () => {
  it('is inactive without a subscription', () => {
    expect(toSubscriptionStatus(null, now)).toEqual({
      active: false,
      subscriptionStatus: 'none',
      subscriptionTier: null,
    });
  });

  it('is active for an active subscription whose period runs', () => {
    expect(toSubscriptionStatus(subscription({}), now)).toEqual({
      active: true,
      subscriptionStatus: 'active',
      subscriptionTier: 'premium',
    });
  });

  it.each(['trialing', 'past_due'] as const)('keeps access while %s', (status) => {
    expect(toSubscriptionStatus(subscription({ status }), now).active).toBe(true);
  });

  it.each(['canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'] as const)(
    'closes the gate when %s',
    (status) => {
      expect(toSubscriptionStatus(subscription({ status }), now)).toMatchObject({
        active: false,
        subscriptionStatus: status,
      });
    },
  );

  it('closes the gate when the period has ended', () => {
    expect(
      toSubscriptionStatus(subscription({ currentPeriodEnd: new Date('2026-11-22T11:59:59Z') }), now).active,
    ).toBe(false);
  });
});
