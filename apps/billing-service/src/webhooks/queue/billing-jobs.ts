/** The jobs of billing's BullMQ queue, each name with its payload (immich's JobName → JobData style). */
export enum BillingJobName {
  /** Apply one received Stripe event (the job id is the event id: Stripe's retries add nothing). */
  StripeEvent = 'stripe-event',
}

export interface BillingJobMap {
  [BillingJobName.StripeEvent]: { eventId: string };
}

export type BillingJobData = BillingJobMap[BillingJobName];

export const BILLING_QUEUE_NAME = 'billing';

/** Attempts per job before it is left failed (a later Stripe retry of the event queues it again). */
export const BILLING_JOB_ATTEMPTS = 5;
