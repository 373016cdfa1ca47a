import type { SubscriptionTier } from './billing.types';

/**
 * The plans on sale (spec 3 §3 and §9, decision 0013): the one place amounts and names come from. The
 * server takes every price from here, never from the client; the plan page and the legal pages render
 * theirs from the same entries, so the two can never disagree again.
 */
export interface Plan {
  id: SubscriptionTier;
  name: string;
  /** Per month, in cents. */
  amountCents: number;
  currency: 'eur';
  interval: 'month';
  /** Shown as Premium (spec 3 §3: premium and mpu_coach display as Premium, anything else as Basis). */
  premium: boolean;
}

export const PLAN_CATALOGUE: Readonly<Record<SubscriptionTier, Plan>> = {
  basic: {
    id: 'basic',
    name: 'MPU Basis',
    amountCents: 2900,
    currency: 'eur',
    interval: 'month',
    premium: false,
  },
  premium: {
    id: 'premium',
    name: 'MPU Premium',
    amountCents: 4900,
    currency: 'eur',
    interval: 'month',
    premium: true,
  },
  mpu_coach: {
    id: 'mpu_coach',
    name: 'MPU Coach',
    amountCents: 4900,
    currency: 'eur',
    interval: 'month',
    premium: true,
  },
};

export const PLAN_IDS = Object.keys(PLAN_CATALOGUE) as SubscriptionTier[];

/** Minimum term from the subscription's start (spec 3 §9): a cancellation inside it ends at its end. */
export const MINIMUM_TERM_MONTHS = 3;

export function isPlanId(value: unknown): value is SubscriptionTier {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(PLAN_CATALOGUE, value);
}

/** "49,00 €" — how the server words an amount (the checkout's submit text). */
export function formatEuro(cents: number): string {
  return `${(cents / 100).toFixed(2).replace('.', ',')} €`;
}
