import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import {
  BILLING_MESSAGES,
  formatEuro,
  MINIMUM_TERM_MONTHS,
  PLAN_CATALOGUE,
  type ActivateSubscriptionRequest,
  type ActivateSubscriptionResponse,
  type CreateCheckoutRequest,
  type CreateCheckoutResponse,
  type VerifySessionRequest,
  type VerifySessionResponse,
} from '@mpu/contracts';
import { assertBeforeDeadline } from '@mpu/server-kit/service';
import { billingErrors } from '../../common/billing.exception';
import { BillingMailQueue } from '../../mail/billing-mail.queue';
import { CustomersService } from '../../stripe/services/customers.service';
import { StripeGateway } from '../../stripe/services/stripe-gateway.service';
import { SubscriptionEntity } from '../../subscriptions/entities/subscription.entity';
import { SubscriptionEventsPublisher } from '../../subscriptions/services/subscription-events.publisher';
import { toSubscriptionStatus } from '../../subscriptions/services/subscription-status.util';
import { SubscriptionSyncService } from '../../subscriptions/services/subscription-sync.service';
import {
  paymentMethodDetailsOf,
  subscriptionStateOf,
} from '../../subscriptions/services/stripe-mapping.util';
import { CheckoutEntity } from '../entities/checkout.entity';

/** Hosted Stripe Checkout (spec 3 §2.5, §2.7) and the test checkout of §2.8. */
@Injectable()
export class CheckoutService {
  constructor(
    @InjectRepository(CheckoutEntity) private readonly checkouts: Repository<CheckoutEntity>,
    @InjectRepository(SubscriptionEntity) private readonly subscriptions: Repository<SubscriptionEntity>,
    private readonly dataSource: DataSource,
    private readonly stripe: StripeGateway,
    private readonly customers: CustomersService,
    private readonly sync: SubscriptionSyncService,
    private readonly events: SubscriptionEventsPublisher,
    private readonly mails: BillingMailQueue,
  ) {}

  /**
   * A Checkout Session in subscription mode for the catalogue's price (never the client's), the customer
   * created once per user, the user's consent to an immediate start kept with its time. The same
   * Idempotency-Key answers the first session's url again.
   */
  async create(request: CreateCheckoutRequest): Promise<CreateCheckoutResponse> {
    const { userId, productId, idempotencyKey } = request;
    if (idempotencyKey) {
      const earlier = await this.checkouts.findOneBy({ userId, idempotencyKey });
      if (earlier?.url) return { url: earlier.url };
    }
    await this.refuseWhenSubscribed(userId);
    const customer = await this.customers.ensure(userId, request.email);
    const plan = PLAN_CATALOGUE[productId];
    const { config } = this.stripe;
    const consentAt = new Date();
    assertBeforeDeadline();
    const session = await this.stripe.call('checkout.sessions.create', (stripe) =>
      stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer,
          client_reference_id: userId,
          line_items: [{ price: config.prices[productId], quantity: 1 }],
          success_url: `${config.publicBaseUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}&plan=${productId}`,
          cancel_url: `${config.publicBaseUrl}/subscribe`,
          allowed_payment_method_types: config.paymentMethodTypes,
          locale: 'de',
          submit_type: 'subscribe',
          custom_text: {
            submit: {
              message: BILLING_MESSAGES.checkoutSubmitMessage(
                plan.name,
                formatEuro(plan.amountCents),
                MINIMUM_TERM_MONTHS,
              ),
            },
          },
          metadata: { userId, planId: productId },
          subscription_data: { metadata: { userId, planId: productId } },
        },
        { idempotencyKey: `checkout-${userId}-${idempotencyKey ?? randomUUID()}` },
      ),
    );
    if (!session.url) throw billingErrors.checkoutFailed();
    await this.checkouts
      .createQueryBuilder()
      .insert()
      .values({
        userId,
        planId: productId,
        kind: 'hosted',
        stripeSessionId: session.id,
        url: session.url,
        idempotencyKey: idempotencyKey ?? null,
        withdrawalConsentAt: consentAt,
      })
      .orIgnore()
      .execute();
    return { url: session.url };
  }

  /** The signed-in user's own session only (another user's is 404, like an unknown one). */
  async verify(request: VerifySessionRequest): Promise<VerifySessionResponse> {
    const checkout = await this.checkouts.findOneBy({
      userId: request.userId,
      stripeSessionId: request.sessionId,
    });
    if (!checkout) throw billingErrors.sessionNotFound();
    const session = await this.stripe.call('checkout.sessions.retrieve', (stripe) =>
      stripe.checkout.sessions.retrieve(request.sessionId),
    );
    const paid =
      session.status === 'complete' &&
      (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
    return paid
      ? { success: true, planId: checkout.planId, error: null }
      : { success: false, planId: checkout.planId, error: BILLING_MESSAGES.verifyProblem };
  }

  /**
   * Spec 3 §2.8, test mode only: a subscription created through Stripe's test mode with the test card
   * `pm_card_visa` (the form's last four and expiry are not sent anywhere; a full number never arrives).
   */
  async activateTest(request: ActivateSubscriptionRequest): Promise<ActivateSubscriptionResponse> {
    if (!this.stripe.config.testMode) throw billingErrors.testModeOnly();
    const { userId, planId, idempotencyKey } = request;
    await this.refuseWhenSubscribed(userId);
    const customer = await this.customers.ensure(userId, request.email);
    const key = idempotencyKey ?? randomUUID();
    assertBeforeDeadline();
    const consentAt = new Date();
    const card = await this.stripe.call('paymentMethods.attach', (stripe) =>
      stripe.paymentMethods.attach(
        'pm_card_visa',
        { customer },
        { idempotencyKey: `attach-${userId}-${key}` },
      ),
    );
    await this.stripe.call('customers.update', (stripe) =>
      stripe.customers.update(customer, { invoice_settings: { default_payment_method: card.id } }),
    );
    const subscription = await this.stripe.call('subscriptions.create', (stripe) =>
      stripe.subscriptions.create(
        {
          customer,
          items: [{ price: this.stripe.config.prices[planId] }],
          default_payment_method: card.id,
          metadata: { userId, planId },
        },
        { idempotencyKey: `activate-${userId}-${key}` },
      ),
    );
    const state = subscriptionStateOf(subscription, this.stripe.config.prices);
    const at = new Date(Math.floor(Date.now() / 1000) * 1000);
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(CheckoutEntity).insert({
        userId,
        planId,
        kind: 'test',
        stripeSubscriptionId: subscription.id,
        idempotencyKey: idempotencyKey ?? null,
        withdrawalConsentAt: consentAt,
      });
      await this.sync.apply(manager, userId, state, at, paymentMethodDetailsOf(card));
    });
    await this.events.changed([userId]);
    if (state.status === 'active' || state.status === 'trialing') {
      await this.mails.enqueue({
        kind: 'order-confirmation',
        userId,
        stripeSubscriptionId: subscription.id,
      });
    }
    return { success: true, planId, subscriptionStatus: state.status };
  }

  private async refuseWhenSubscribed(userId: string): Promise<void> {
    const row = await this.subscriptions.findOneBy({ userId });
    if (toSubscriptionStatus(row, new Date()).active) throw billingErrors.alreadySubscribed();
  }
}
