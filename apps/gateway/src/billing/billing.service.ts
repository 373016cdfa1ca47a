import { Injectable } from '@nestjs/common';
import {
  SUBJECTS,
  type ActivateBody,
  type ActivateSubscriptionResponse,
  type CancelSubscriptionResponse,
  type CheckoutBody,
  type CreateCheckoutResponse,
  type PaymentDto,
  type ResumeSubscriptionResponse,
  type StripeWebhookResponse,
  type SubscriptionDetailsResponse,
  type TestScheduleResponse,
  type TestScheduleBody,
  type VerifySessionResponse,
} from '@mpu/contracts';
import { ServiceClient } from '../nats/service-client.service';
import type { ActiveSession } from '../session/session.types';
import { PremiumStatusService } from './premium-status.service';

/** Requests that wait for Stripe (billing-service's Stripe client times out after 10 s, retrying once). */
const STRIPE_CALL_TIMEOUT_MS = 25_000;

/**
 * The billing routes' calls to billing-service, always for the session's user (ids and e-mail from the
 * session, never from the client). After a change the user's cached premium status is dropped at once.
 */
@Injectable()
export class BillingService {
  constructor(
    private readonly services: ServiceClient,
    private readonly premium: PremiumStatusService,
  ) {}

  details(userId: string): Promise<SubscriptionDetailsResponse> {
    return this.services.request(SUBJECTS.billing.subscriptionDetails, { userId });
  }

  payments(userId: string): Promise<PaymentDto[]> {
    return this.services.request(SUBJECTS.billing.listPayments, { userId });
  }

  createCheckout(
    session: ActiveSession,
    body: CheckoutBody,
    idempotencyKey: string | null,
  ): Promise<CreateCheckoutResponse> {
    return this.services.request(
      SUBJECTS.billing.createCheckout,
      {
        userId: session.userId,
        email: session.user.username,
        productId: body.productId,
        withdrawalConsent: body.withdrawalConsent,
        idempotencyKey,
      },
      STRIPE_CALL_TIMEOUT_MS,
    );
  }

  verifySession(userId: string, sessionId: string): Promise<VerifySessionResponse> {
    return this.services.request(
      SUBJECTS.billing.verifySession,
      { userId, sessionId },
      STRIPE_CALL_TIMEOUT_MS,
    );
  }

  async cancel(userId: string): Promise<CancelSubscriptionResponse> {
    const answer = await this.services.request(
      SUBJECTS.billing.cancelSubscription,
      { userId },
      STRIPE_CALL_TIMEOUT_MS,
    );
    await this.premium.forget(userId);
    return answer;
  }

  async resume(userId: string): Promise<ResumeSubscriptionResponse> {
    const answer = await this.services.request(
      SUBJECTS.billing.resumeSubscription,
      { userId },
      STRIPE_CALL_TIMEOUT_MS,
    );
    await this.premium.forget(userId);
    return answer;
  }

  async activateTest(
    session: ActiveSession,
    body: ActivateBody,
    idempotencyKey: string | null,
  ): Promise<ActivateSubscriptionResponse> {
    const answer = await this.services.request(
      SUBJECTS.billing.activateTestSubscription,
      {
        userId: session.userId,
        email: session.user.username,
        planId: body.planId,
        testMode: body.testMode,
        cardDetails: body.cardDetails,
        withdrawalConsent: body.withdrawalConsent,
        idempotencyKey,
      },
      STRIPE_CALL_TIMEOUT_MS,
    );
    await this.premium.forget(session.userId);
    return answer;
  }

  createTestSchedule(session: ActiveSession, body: TestScheduleBody): Promise<TestScheduleResponse> {
    return this.services.request(
      SUBJECTS.billing.createTestSchedule,
      { userId: session.userId, email: session.user.username, planId: body.planId },
      STRIPE_CALL_TIMEOUT_MS,
    );
  }

  testSchedule(userId: string, scheduleId: string): Promise<TestScheduleResponse> {
    return this.services.request(
      SUBJECTS.billing.getTestSchedule,
      { userId, scheduleId },
      STRIPE_CALL_TIMEOUT_MS,
    );
  }

  /** Stripe's webhook, forwarded byte for byte with its signature; billing-service verifies both. */
  forwardWebhook(payload: string, signature: string): Promise<StripeWebhookResponse> {
    return this.services.request(SUBJECTS.billing.stripeWebhook, { payload, signature });
  }
}
