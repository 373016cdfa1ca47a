import { PLAN_CATALOGUE, isPlanId, type SubscriptionDetailsResponse } from '@mpu/contracts';

/** Spec 3 §4.2: what the subscription page shows as the status. */
export type StatusDisplay =
  'active' | 'past_due' | 'canceled' | 'active_until_period_end' | 'active_until_commitment_end';

type StatusFields = Pick<
  SubscriptionDetailsResponse,
  'subscriptionStatus' | 'cancelAtPeriodEnd' | 'isCommitmentPeriod'
>;

/**
 * Spec 3 §4.2: past_due and canceled keep their label; a pending cancellation shows as active until the period's
 * end, or until the end of the minimum term when the server says the cancellation ends it; free and any other
 * value show as active.
 */
export function statusDisplay({
  subscriptionStatus,
  cancelAtPeriodEnd,
  isCommitmentPeriod,
}: StatusFields): StatusDisplay {
  if (subscriptionStatus === 'canceled') return 'canceled';
  if (cancelAtPeriodEnd)
    return isCommitmentPeriod ? 'active_until_commitment_end' : 'active_until_period_end';
  if (subscriptionStatus === 'past_due') return 'past_due';
  return 'active';
}

const BADGE_STATUSES: readonly StatusDisplay[] = [
  'active',
  'active_until_period_end',
  'active_until_commitment_end',
];

/**
 * Spec 3 §4.2: the Premium badge and the active display show when subscribed and the status displays as active
 * (free counts as active) or active until the period's end. Active until the end of the minimum term is the same
 * state with a later end (the spec's list predates it), so it shows the badge too.
 */
export function showsActiveBadge(
  details: Pick<SubscriptionDetailsResponse, 'isSubscribed'> & StatusFields,
): boolean {
  return details.isSubscribed && BADGE_STATUSES.includes(statusDisplay(details));
}

/** Spec 3 §3: premium and mpu_coach display as Premium, anything else as Basis. */
export function isPremiumTier(tier: unknown): boolean {
  return isPlanId(tier) && PLAN_CATALOGUE[tier].premium;
}

/** Spec 3 §9: the details page falls back to the plan page's price (4900 ct). */
export const FALLBACK_PRICE_CENTS = PLAN_CATALOGUE.premium.amountCents;
