import type { SubscriptionTier } from './billing.types';

export type CancellationKind = 'ordinary' | 'extraordinary';

/** What is stored: applied to a subscription, or no account/subscription found (the team follows up). */
export type CancellationStatus = 'received' | 'applied' | 'unmatched';

/** `POST /api/cancellation-requests`: the § 312k BGB form (signed in or not). */
export interface CancellationBody {
  name: string;
  email: string;
  /** Which contract, in the customer's words (e.g. "MPU Premium"); optional. */
  subscription?: string | undefined;
  kind: CancellationKind;
  /** Required for an extraordinary cancellation. */
  reason?: string | undefined;
  /** `YYYY-MM-DD` (Europe/Berlin), today or later; null/absent = "zum nächstmöglichen Zeitpunkt". */
  desiredDate?: string | null | undefined;
}

/**
 * The HTTP answer. Signed out it is always `{ receivedAt, status: 'received' }`, whether or not the e-mail
 * belongs to an account (it reveals nothing). Signed in, `status: 'applied'` and `activeUntil` (ISO) when the
 * session user's subscription was cancelled (or already was), else `'received'`.
 */
export interface CancellationResponse {
  receivedAt: string;
  status: 'received' | 'applied';
  activeUntil?: string | null;
  message: string;
}

/** NATS `billing.cancellation.submit`: the form plus the session's user (null when signed out). */
export interface SubmitCancellationRequest extends CancellationBody {
  userId: string | null;
  /** The client's Idempotency-Key (decision 0012): a retry returns the first receipt. */
  idempotencyKey?: string | null;
}

/** `GET /api/cancellation-requests/prefill` (signed in). */
export interface CancellationPrefillResponse {
  name: string | null;
  email: string;
  subscription: {
    planId: SubscriptionTier;
    planName: string;
    /** ISO: when an ordinary cancellation made now would take effect (commitment end or period end). */
    earliestEnd: string | null;
    /** A cancellation is already pending. */
    cancellationPending: boolean;
    activeUntil: string | null;
  } | null;
}

/** NATS `billing.cancellation.prefill`: billing's part (the gateway adds name and e-mail from the session). */
export interface CancellationPrefillRequest {
  userId: string;
}
export type CancellationPrefillSubscription = CancellationPrefillResponse['subscription'];
