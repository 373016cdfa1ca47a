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

/** The session's user and, for creating requests, the client's Idempotency-Key. */
interface BillingUserRequest {
  userId: string;
}

/** POST /api/stripe/create-checkout-session over NATS (the e-mail names the Stripe customer). */
export interface CreateCheckoutRequest extends BillingUserRequest {
  email: string;
  productId: SubscriptionTier;
  withdrawalConsent: true;
  idempotencyKey?: string | null;
}

export interface CreateCheckoutResponse {
  url: string;
}

export interface VerifySessionRequest extends BillingUserRequest {
  sessionId: string;
}

/** Spec 3 §3 verify-session response. */
export interface VerifySessionResponse {
  success: boolean;
  planId: SubscriptionTier | null;
  error: string | null;
}

export interface PaymentMethodSummary {
  brand: string;
  last4: string | null;
}

/** Spec 3 §3: the subscription object of the details response (dates as ISO strings). */
export interface SubscriptionDetailsDto {
  id: string;
  status: Exclude<SubscriptionStatus, 'none'>;
  planId: SubscriptionTier;
  startDate: string | null;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  canceledAt: string | null;
  cancelAtPeriodEnd: boolean;
  /** A cancellation scheduled at a date (inside the minimum term: its end). */
  cancelAt: string | null;
  /** Start + the minimum term. */
  commitmentEnd: string | null;
  /** The last day of access: the scheduled end when a cancellation is pending, else the period's end. */
  activeUntil: string | null;
  price: { unit_amount: number; currency: string; interval: 'month' };
  paymentMethod: PaymentMethodSummary | null;
}

/** GET /api/stripe/subscription-details (spec 3 §3). */
export interface SubscriptionDetailsResponse {
  isSubscribed: boolean;
  subscriptionStatus: SubscriptionStatus;
  /** A cancellation is pending (at the period's end or at the end of the minimum term). */
  cancelAtPeriodEnd: boolean;
  /** The pending cancellation ends the minimum term (spec 3 §4.2 active_until_commitment_end). */
  isCommitmentPeriod: boolean;
  startDate: string | null;
  subscriptionId: string | null;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  subscription: SubscriptionDetailsDto | null;
  /** Payments go through Stripe's test mode: nothing is charged. */
  testMode: boolean;
}

/** Spec 3 §3 payment, stored from invoice events. */
export interface PaymentDto {
  id: string;
  createdAt: string;
  periodStart: string | null;
  periodEnd: string | null;
  /** Cents. */
  amount: number;
  currency: string;
  status: 'paid' | 'pending' | 'failed';
  invoiceUrl: string | null;
}

/** Spec 3 §3 cancel response. */
export interface CancelSubscriptionResponse {
  isCommitmentPeriod: boolean;
  activeUntil: string | null;
  startDate: string | null;
  message: string;
}

export interface ResumeSubscriptionResponse {
  message: string;
}

/** Spec 3 §2.8 test checkout: never a full card number. */
export interface TestCardDetails {
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ActivateSubscriptionRequest extends BillingUserRequest {
  email: string;
  planId: SubscriptionTier;
  testMode: true;
  cardDetails: TestCardDetails;
  withdrawalConsent: true;
  idempotencyKey?: string | null;
}

export interface ActivateSubscriptionResponse {
  success: true;
  planId: SubscriptionTier;
  subscriptionStatus: SubscriptionStatus;
}

export interface CreateTestScheduleRequest extends BillingUserRequest {
  email: string;
  planId: SubscriptionTier;
}

export interface TestScheduleRequest extends BillingUserRequest {
  scheduleId: string;
}

/** Spec 3 §7 schedule answer: `schedule{status, currentPhase.phase, phases[iterations, start_date, end_date]}`. */
export interface TestScheduleResponse {
  schedule: {
    id: string;
    status: string;
    currentPhase: { phase: number; start_date: number; end_date: number } | null;
    phases: { iterations: number; start_date: number; end_date: number; price: string }[];
  };
}

/** POST /api/stripe/webhook as the gateway forwards it: the raw body, byte for byte, and its signature. */
export interface StripeWebhookRequest {
  payload: string;
  signature: string;
}

export interface StripeWebhookResponse {
  received: true;
  /** The event had been received before (Stripe retried it). */
  duplicate: boolean;
}

/** Published on `EVENT_SUBJECTS.billing.subscriptionChanged` after a subscription's status changed. */
export interface SubscriptionChangedEvent {
  userId: string;
}
