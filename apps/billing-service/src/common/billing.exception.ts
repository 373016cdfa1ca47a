import { BILLING_MESSAGES, COMMON_MESSAGES } from '@mpu/contracts';
import { ServiceException } from '@mpu/server-kit/service';

export enum BillingExceptionCode {
  STRIPE_NOT_CONFIGURED = 'STRIPE_NOT_CONFIGURED',
  STRIPE_UNAVAILABLE = 'STRIPE_UNAVAILABLE',
  CARD_DECLINED = 'CARD_DECLINED',
  CHECKOUT_FAILED = 'CHECKOUT_FAILED',
  SESSION_NOT_FOUND = 'SESSION_NOT_FOUND',
  NO_SUBSCRIPTION = 'NO_SUBSCRIPTION',
  ALREADY_SUBSCRIBED = 'ALREADY_SUBSCRIBED',
  CANCEL_ALREADY_PENDING = 'CANCEL_ALREADY_PENDING',
  NOTHING_TO_RESUME = 'NOTHING_TO_RESUME',
  TEST_MODE_ONLY = 'TEST_MODE_ONLY',
  SCHEDULE_NOT_FOUND = 'SCHEDULE_NOT_FOUND',
  STRIPE_OBJECT_NOT_FOUND = 'STRIPE_OBJECT_NOT_FOUND',
  INVALID_SIGNATURE = 'INVALID_SIGNATURE',
  QUEUE_UNAVAILABLE = 'QUEUE_UNAVAILABLE',
}

export class BillingException extends ServiceException<BillingExceptionCode> {}

const fail = (code: BillingExceptionCode, status: number, message: string) =>
  new BillingException(code, status, message);

export const billingErrors = {
  /** No STRIPE_SECRET_KEY (or webhook secret): nothing was done; 503 so a webhook sender retries. */
  stripeNotConfigured: () =>
    fail(BillingExceptionCode.STRIPE_NOT_CONFIGURED, 503, BILLING_MESSAGES.paymentsUnavailable),
  /** Stripe did not answer or failed: nothing was changed here. */
  stripeUnavailable: () =>
    fail(BillingExceptionCode.STRIPE_UNAVAILABLE, 503, BILLING_MESSAGES.paymentsUnavailable),
  cardDeclined: () => fail(BillingExceptionCode.CARD_DECLINED, 402, BILLING_MESSAGES.cardDeclined),
  checkoutFailed: () => fail(BillingExceptionCode.CHECKOUT_FAILED, 502, BILLING_MESSAGES.checkoutFailed),
  /** Unknown, or another user's: the two are indistinguishable. */
  sessionNotFound: () => fail(BillingExceptionCode.SESSION_NOT_FOUND, 404, BILLING_MESSAGES.sessionNotFound),
  noSubscription: () => fail(BillingExceptionCode.NO_SUBSCRIPTION, 404, BILLING_MESSAGES.noSubscription),
  alreadySubscribed: () =>
    fail(BillingExceptionCode.ALREADY_SUBSCRIBED, 409, BILLING_MESSAGES.alreadySubscribed),
  cancelAlreadyPending: () =>
    fail(BillingExceptionCode.CANCEL_ALREADY_PENDING, 409, BILLING_MESSAGES.cancelAlreadyPending),
  nothingToResume: () =>
    fail(BillingExceptionCode.NOTHING_TO_RESUME, 409, BILLING_MESSAGES.resumeNothingPending),
  /** The test-mode routes do not exist without BILLING_TEST_MODE. */
  testModeOnly: () => fail(BillingExceptionCode.TEST_MODE_ONLY, 404, COMMON_MESSAGES.notFound),
  scheduleNotFound: () =>
    fail(BillingExceptionCode.SCHEDULE_NOT_FOUND, 404, BILLING_MESSAGES.scheduleNotFound),
  /** Stripe does not know the id (or it belongs to another account). */
  stripeObjectNotFound: () =>
    fail(BillingExceptionCode.STRIPE_OBJECT_NOT_FOUND, 404, COMMON_MESSAGES.notFound),
  invalidSignature: () =>
    fail(BillingExceptionCode.INVALID_SIGNATURE, 400, BILLING_MESSAGES.invalidSignature),
  /** Redis (the event queue) is down: the event is not acknowledged, Stripe delivers it again. */
  queueUnavailable: () =>
    fail(BillingExceptionCode.QUEUE_UNAVAILABLE, 503, COMMON_MESSAGES.serviceUnavailable),
};
