import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import type Stripe from 'stripe';
import { CheckoutEntity } from '../../checkout/entities/checkout.entity';
import { PaymentsService } from '../../payments/services/payments.service';
import { BillingMailQueue } from '../../mail/billing-mail.queue';
import { CustomersService } from '../../stripe/services/customers.service';
import { StripeGateway } from '../../stripe/services/stripe-gateway.service';
import { SubscriptionEntity } from '../../subscriptions/entities/subscription.entity';
import { SubscriptionEventsPublisher } from '../../subscriptions/services/subscription-events.publisher';
import { SubscriptionSyncService } from '../../subscriptions/services/subscription-sync.service';
import {
  idOf,
  invoicePaymentOf,
  paymentMethodDetailsOf,
  subscriptionStateOf,
  userIdFrom,
  type PaymentMethodDetails,
} from '../../subscriptions/services/stripe-mapping.util';
import { StripeEventEntity } from '../entities/stripe-event.entity';

/** What applying an event did (kept in `stripe_events.outcome`) and whose access may have changed. */
interface Applied {
  outcome: string;
  users: string[];
  /** A checkout made this subscription active: the order confirmation goes out. */
  ordered?: { userId: string; stripeSubscriptionId: string };
}

type Apply = (manager: EntityManager) => Promise<Applied>;

const ignored =
  (outcome: string): Apply =>
  () =>
    Promise.resolve({ outcome, users: [] });

/**
 * The worker's side: applies one stored Stripe event exactly once. Reads Stripe first (what an event leaves
 * out: the payment method's brand), then in one transaction locks the event row, applies it unless it was
 * processed already, and marks it processed. Afterwards tells the gateways whose access changed. A thrown
 * error leaves the event unprocessed: BullMQ retries with backoff.
 */
@Injectable()
export class StripeEventProcessor {
  private readonly logger = new Logger(StripeEventProcessor.name);

  constructor(
    @InjectRepository(StripeEventEntity) private readonly events: Repository<StripeEventEntity>,
    @InjectRepository(SubscriptionEntity) private readonly subscriptions: Repository<SubscriptionEntity>,
    private readonly dataSource: DataSource,
    private readonly stripe: StripeGateway,
    private readonly customers: CustomersService,
    private readonly sync: SubscriptionSyncService,
    private readonly payments: PaymentsService,
    private readonly publisher: SubscriptionEventsPublisher,
    private readonly mails: BillingMailQueue,
  ) {}

  async process(eventId: string): Promise<void> {
    const stored = await this.events.findOneBy({ id: eventId });
    if (!stored?.payload || stored.processedAt) return;
    const event = stored.payload as unknown as Stripe.Event;
    const apply = await this.prepare(event);
    const applied = await this.dataSource.transaction(async (manager) => {
      const locked = await manager
        .getRepository(StripeEventEntity)
        .createQueryBuilder('e')
        .setLock('pessimistic_write')
        .where('e.id = :eventId', { eventId })
        .getOne();
      if (!locked || locked.processedAt) return null;
      const result = await apply(manager);
      await manager
        .getRepository(StripeEventEntity)
        .update({ id: eventId }, { processedAt: new Date(), outcome: result.outcome, payload: null });
      return result;
    });
    if (!applied) return;
    if (applied.outcome.startsWith('ignored')) {
      this.logger.log(`Stripe event ${eventId} (${event.type}) ${applied.outcome}`);
    }
    if (applied.users.length > 0) await this.publisher.changed(applied.users);
    if (applied.ordered) await this.mails.enqueue({ kind: 'order-confirmation', ...applied.ordered });
  }

  private async prepare(event: Stripe.Event): Promise<Apply> {
    const at = new Date(event.created * 1000);
    switch (event.type) {
      case 'checkout.session.completed':
        return this.checkoutCompleted(event.data.object, at);
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return this.subscriptionChanged(event.data.object, at);
      case 'invoice.paid':
      case 'invoice.payment_failed':
        return this.invoice(event.data.object, event.type);
      default:
        return ignored('ignored-type');
    }
  }

  /** Links the session to its subscription and applies the subscription as Stripe has it now. */
  private async checkoutCompleted(session: Stripe.Checkout.Session, at: Date): Promise<Apply> {
    const customerId = idOf(session.customer);
    const userId = customerId ? await this.customers.userIdOf(customerId) : null;
    if (!userId || userIdFrom(session.client_reference_id) !== userId)
      return ignored('ignored-unknown-customer');
    const subscriptionId = idOf(session.subscription);
    if (!subscriptionId) return ignored('ignored-no-subscription');
    const subscription = await this.stripe.call('subscriptions.retrieve', (stripe) =>
      stripe.subscriptions.retrieve(subscriptionId, { expand: ['default_payment_method'] }),
    );
    const method = subscription.default_payment_method;
    const details = method && typeof method !== 'string' ? paymentMethodDetailsOf(method) : undefined;
    const state = subscriptionStateOf(subscription, this.stripe.config.prices);
    return async (manager) => {
      await manager
        .getRepository(CheckoutEntity)
        .update({ stripeSessionId: session.id, userId }, { stripeSubscriptionId: subscriptionId });
      const outcome = await this.sync.apply(manager, userId, state, at, details);
      const active = state.status === 'active' || state.status === 'trialing';
      return {
        outcome,
        users: [userId],
        ...(active ? { ordered: { userId, stripeSubscriptionId: subscriptionId } } : {}),
      };
    };
  }

  private async subscriptionChanged(subscription: Stripe.Subscription, at: Date): Promise<Apply> {
    const customerId = idOf(subscription.customer);
    const userId = customerId ? await this.customers.userIdOf(customerId) : null;
    if (!userId) return ignored('ignored-unknown-customer');
    const state = subscriptionStateOf(subscription, this.stripe.config.prices);
    const details = await this.paymentMethodIfNew(userId, state.paymentMethodId);
    return async (manager) => {
      const outcome = await this.sync.apply(manager, userId, state, at, details);
      return { outcome, users: outcome === 'applied' ? [userId] : [] };
    };
  }

  /** Stores the payment; a failed one also marks an active subscription past_due (Stripe's update follows). */
  private async invoice(
    invoice: Stripe.Invoice,
    type: 'invoice.paid' | 'invoice.payment_failed',
  ): Promise<Apply> {
    const payment = invoicePaymentOf(invoice, type);
    const userId = payment.stripeCustomerId ? await this.customers.userIdOf(payment.stripeCustomerId) : null;
    if (!userId) return ignored('ignored-unknown-customer');
    return async (manager) => {
      await this.payments.record(manager, userId, payment);
      if (type !== 'invoice.payment_failed' || !payment.stripeSubscriptionId) {
        return { outcome: 'applied', users: [] };
      }
      const result = await manager
        .getRepository(SubscriptionEntity)
        .createQueryBuilder()
        .update()
        .set({ status: 'past_due' })
        .where('user_id = :userId AND stripe_subscription_id = :subscriptionId', {
          userId,
          subscriptionId: payment.stripeSubscriptionId,
        })
        .andWhere("status IN ('active', 'trialing')")
        .execute();
      return { outcome: 'applied', users: (result.affected ?? 0) > 0 ? [userId] : [] };
    };
  }

  /** Brand and last four when the subscription's payment method is not the one our row describes. */
  private async paymentMethodIfNew(
    userId: string,
    paymentMethodId: string | null,
  ): Promise<PaymentMethodDetails | null | undefined> {
    if (!paymentMethodId) return null;
    const row = await this.subscriptions.findOneBy({ userId });
    if (row?.paymentMethodId === paymentMethodId && row.paymentMethodBrand) return undefined;
    const method = await this.stripe.call('paymentMethods.retrieve', (stripe) =>
      stripe.paymentMethods.retrieve(paymentMethodId),
    );
    return paymentMethodDetailsOf(method);
  }
}
