import { MINIMUM_TERM_MONTHS } from '@mpu/contracts';

/**
 * The end of the minimum term: the same moment `MINIMUM_TERM_MONTHS` calendar months after the start
 * (UTC), on the month's last day when it is shorter (30 Nov + 3 months = 28/29 Feb), as Stripe counts months.
 */
export function commitmentEndOf(start: Date): Date {
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + MINIMUM_TERM_MONTHS);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

export interface TermFields {
  startDate: Date | null;
  commitmentEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAt: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** How a cancellation ends the subscription now: at the end of the minimum term, or at the period's end. */
export type CancellationPlan =
  { kind: 'commitment'; cancelAt: Date } | { kind: 'period-end'; activeUntil: Date | null };

/** The commitment end stored, or derived from the start; null when the start is unknown. */
export function commitmentEndFor(subscription: TermFields): Date | null {
  return (
    subscription.commitmentEnd ?? (subscription.startDate ? commitmentEndOf(subscription.startDate) : null)
  );
}

/**
 * Spec 3 §9: inside the 3-month minimum term from the start a cancellation takes effect at its end (Stripe
 * `cancel_at`); after it at the end of the paid period (`cancel_at_period_end`).
 */
export function planCancellation(subscription: TermFields, now: Date): CancellationPlan {
  const commitmentEnd = commitmentEndFor(subscription);
  if (commitmentEnd && now.getTime() < commitmentEnd.getTime()) {
    return { kind: 'commitment', cancelAt: commitmentEnd };
  }
  return { kind: 'period-end', activeUntil: subscription.currentPeriodEnd };
}

/** A cancellation is pending: at a date (`cancel_at`) or at the period's end. */
export function isCancellationPending(subscription: TermFields): boolean {
  return subscription.cancelAtPeriodEnd || subscription.cancelAt !== null;
}

/** The last moment of access: the scheduled end when a cancellation is pending, else the paid period's end. */
export function activeUntilOf(subscription: TermFields): Date | null {
  return subscription.cancelAt ?? subscription.currentPeriodEnd;
}

/** The pending cancellation is the one at the end of the minimum term. */
export function endsWithCommitment(subscription: TermFields): boolean {
  const commitmentEnd = commitmentEndFor(subscription);
  return (
    subscription.cancelAt !== null &&
    commitmentEnd !== null &&
    Math.abs(subscription.cancelAt.getTime() - commitmentEnd.getTime()) < 1000
  );
}
