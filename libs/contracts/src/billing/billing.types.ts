/** Spec 3 §3: premium and mpu_coach display as Premium, anything else as Basis. */
export type SubscriptionTier = 'basic' | 'premium' | 'mpu_coach';

/** Stripe's subscription statuses plus `none` for a user who never subscribed. */
export type SubscriptionStatus =
  | 'none'
  | 'active'
  | 'trialing'
  | 'past_due'
  | 'canceled'
  | 'unpaid'
  | 'incomplete'
  | 'incomplete_expired'
  | 'paused';

/** GET /api/stripe/subscription-status */
export interface SubscriptionStatusResponse {
  active: boolean;
  subscriptionStatus: SubscriptionStatus;
  subscriptionTier: SubscriptionTier | null;
}

export interface SubscriptionStatusRequest {
  userId: string;
}
