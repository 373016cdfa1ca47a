import type { SubscriptionStatusResponse } from '@mpu/contracts';
import type { SubscriptionEntity } from '../entities/subscription.entity';

/** Statuses that grant access while the paid period runs (Stripe keeps `past_due` usable during retries). */
const ACCESS_STATUSES = new Set(['active', 'trialing', 'past_due']);

/**
 * Whether a subscription opens the premium gate now: an access status and a period that has not
 * ended. A cancelled-at-period-end subscription stays active until its period ends.
 */
export function toSubscriptionStatus(
  subscription: SubscriptionEntity | null,
  now: Date,
): SubscriptionStatusResponse {
  if (!subscription) return { active: false, subscriptionStatus: 'none', subscriptionTier: null };
  const periodRunning =
    subscription.currentPeriodEnd === null || subscription.currentPeriodEnd.getTime() > now.getTime();
  return {
    active: ACCESS_STATUSES.has(subscription.status) && periodRunning,
    subscriptionStatus: subscription.status,
    subscriptionTier: subscription.tier,
  };
}
