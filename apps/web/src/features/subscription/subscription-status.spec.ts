import { paymentStatusOf } from './payment-history';
import { FALLBACK_PRICE_CENTS, isPremiumTier, showsActiveBadge, statusDisplay } from './subscription-status';

const fields = (subscriptionStatus: string, cancelAtPeriodEnd = false, isCommitmentPeriod = false) => ({
  subscriptionStatus: subscriptionStatus as never,
  cancelAtPeriodEnd,
  isCommitmentPeriod,
});

describe('status display (spec 3 §4.2)', () => {
  it.each([
    ['active', false, false, 'active'],
    ['trialing', false, false, 'active'],
    ['free', false, false, 'active'],
    ['something-new', false, false, 'active'],
    ['past_due', false, false, 'past_due'],
    ['canceled', false, false, 'canceled'],
    ['canceled', true, false, 'canceled'],
    ['active', true, false, 'active_until_period_end'],
    ['active', true, true, 'active_until_commitment_end'],
    ['past_due', true, false, 'active_until_period_end'],
  ])('%s (cancelAtPeriodEnd %s, commitment %s) shows as %s', (status, pending, commitment, expected) => {
    expect(statusDisplay(fields(status, pending, commitment))).toBe(expected);
  });

  it('shows the badge only when subscribed and active, free or active until the end', () => {
    expect(showsActiveBadge({ isSubscribed: true, ...fields('active') })).toBe(true);
    expect(showsActiveBadge({ isSubscribed: true, ...fields('free') })).toBe(true);
    expect(showsActiveBadge({ isSubscribed: true, ...fields('active', true) })).toBe(true);
    expect(showsActiveBadge({ isSubscribed: true, ...fields('active', true, true) })).toBe(true);
    expect(showsActiveBadge({ isSubscribed: true, ...fields('past_due') })).toBe(false);
    expect(showsActiveBadge({ isSubscribed: true, ...fields('canceled') })).toBe(false);
    expect(showsActiveBadge({ isSubscribed: false, ...fields('active') })).toBe(false);
  });

  it('displays premium and mpu_coach as Premium, anything else as Basis', () => {
    expect(isPremiumTier('premium')).toBe(true);
    expect(isPremiumTier('mpu_coach')).toBe(true);
    expect(isPremiumTier('basic')).toBe(false);
    expect(isPremiumTier(null)).toBe(false);
  });

  it('falls back to 4900 cents', () => {
    expect(FALLBACK_PRICE_CENTS).toBe(4900);
  });

  it('shows paid and pending payments as such, anything else as failed', () => {
    expect(paymentStatusOf('paid')).toBe('paid');
    expect(paymentStatusOf('pending')).toBe('pending');
    expect(paymentStatusOf('failed')).toBe('failed');
    expect(paymentStatusOf('void')).toBe('failed');
  });
});
