import type { SubscriptionTier } from '@mpu/contracts';

/** Tier a gated route names (spec 3 §2.1); the check itself only uses the active flag. */
export type RequiredTier = Extract<SubscriptionTier, 'basic' | 'premium'>;
