/** The jobs of billing's BullMQ queues, each name with its payload (immich's JobName → JobData style). */
export enum BillingJobName {
  /** Apply one received Stripe event (the job id is the event id: Stripe's retries add nothing). */
  StripeEvent = 'stripe-event',
  /** Send one e-mail (queue `billing-mail`): rendered when it runs, so no address or text waits in Redis. */
  SendMail = 'send-mail',
}

/** The e-mails billing sends; ids only — the worker reads the rest from Postgres and auth-service. */
export type MailJob =
  | { kind: 'order-confirmation'; userId: string; stripeSubscriptionId: string }
  | { kind: 'cancellation-receipt'; requestId: string };

export interface BillingJobMap {
  [BillingJobName.StripeEvent]: { eventId: string };
  [BillingJobName.SendMail]: MailJob;
}

export const BILLING_QUEUE_NAME = 'billing';
/** E-mails have a queue of their own: a slow SMTP server never holds up Stripe events. */
export const BILLING_MAIL_QUEUE_NAME = 'billing-mail';

/** Attempts per job before it is left failed (a later Stripe retry of the event queues it again). */
export const BILLING_JOB_ATTEMPTS = 5;
/** Attempts per e-mail (exponential backoff from BILLING_MAIL_BACKOFF_MS); then it is left failed and logged. */
export const BILLING_MAIL_ATTEMPTS = 3;
