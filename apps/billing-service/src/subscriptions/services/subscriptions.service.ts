import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import Stripe from 'stripe';
import {
  BILLING_MESSAGES,
  PLAN_CATALOGUE,
  type CancellationPrefillSubscription,
  type CancelSubscriptionResponse,
  type ResumeSubscriptionResponse,
  type SubscriptionDetailsResponse,
  type SubscriptionStatusResponse,
} from '@mpu/contracts';
import { assertBeforeDeadline } from '@mpu/server-kit/service';
import { billingErrors } from '../../common/billing.exception';
import { StripeGateway } from '../../stripe/services/stripe-gateway.service';
import { SubscriptionEntity } from '../entities/subscription.entity';
import {
  activeUntilOf,
  commitmentEndFor,
  endsWithCommitment,
  isCancellationPending,
  planCancellation,
  type CancellationPlan,
} from './commitment.util';
import { SubscriptionEventsPublisher } from './subscription-events.publisher';
import { toSubscriptionStatus } from './subscription-status.util';
import { SubscriptionSyncService } from './subscription-sync.service';
import { subscriptionStateOf } from './stripe-mapping.util';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

@Injectable()
export class SubscriptionsService {
  constructor(
    @InjectRepository(SubscriptionEntity) private readonly subscriptions: Repository<SubscriptionEntity>,
    private readonly dataSource: DataSource,
    private readonly stripe: StripeGateway,
    private readonly sync: SubscriptionSyncService,
    private readonly events: SubscriptionEventsPublisher,
  ) {}

  async status(userId: string): Promise<SubscriptionStatusResponse> {
    return toSubscriptionStatus(await this.subscriptions.findOneBy({ userId }), new Date());
  }

  /** Spec 3 §3 details; every date an ISO string. */
  async details(userId: string): Promise<SubscriptionDetailsResponse> {
    const row = await this.subscriptions.findOneBy({ userId });
    const status = toSubscriptionStatus(row, new Date());
    const testMode = this.stripe.config.testMode;
    if (!row) {
      return {
        isSubscribed: false,
        subscriptionStatus: 'none',
        cancelAtPeriodEnd: false,
        isCommitmentPeriod: false,
        startDate: null,
        subscriptionId: null,
        currentPeriodStart: null,
        currentPeriodEnd: null,
        subscription: null,
        testMode,
      };
    }
    const plan = PLAN_CATALOGUE[row.tier];
    const pending = isCancellationPending(row);
    const startDate = row.startDate ?? row.currentPeriodStart ?? row.createdAt;
    return {
      isSubscribed: status.active,
      subscriptionStatus: row.status,
      cancelAtPeriodEnd: pending,
      isCommitmentPeriod: pending && endsWithCommitment(row),
      startDate: iso(startDate),
      subscriptionId: row.stripeSubscriptionId ?? row.id,
      currentPeriodStart: iso(row.currentPeriodStart),
      currentPeriodEnd: iso(row.currentPeriodEnd),
      subscription: {
        id: row.stripeSubscriptionId ?? row.id,
        status: row.status,
        planId: row.tier,
        startDate: iso(startDate),
        currentPeriodStart: iso(row.currentPeriodStart),
        currentPeriodEnd: iso(row.currentPeriodEnd),
        canceledAt: iso(row.canceledAt),
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        cancelAt: iso(row.cancelAt),
        commitmentEnd: iso(commitmentEndFor(row)),
        activeUntil: iso(activeUntilOf(row)),
        price: {
          unit_amount: row.priceAmount ?? plan.amountCents,
          currency: row.currency ?? plan.currency,
          interval: 'month',
        },
        paymentMethod: row.paymentMethodBrand
          ? { brand: row.paymentMethodBrand, last4: row.paymentMethodLast4 }
          : null,
      },
      testMode,
    };
  }

  /**
   * Inside the minimum term: Stripe `cancel_at` = its end; after it: `cancel_at_period_end`. Stripe first,
   * then our row from Stripe's answer (the webhook that follows confirms it and changes nothing).
   */
  async cancel(userId: string): Promise<CancelSubscriptionResponse> {
    const row = await this.cancellable(userId);
    if (isCancellationPending(row)) throw billingErrors.cancelAlreadyPending();
    const plan = planCancellation(row, new Date());
    await this.applyCancellation(userId, row, plan);
    const startDate = iso(row.startDate);
    if (plan.kind === 'commitment') {
      return {
        isCommitmentPeriod: true,
        activeUntil: plan.cancelAt.toISOString(),
        startDate,
        message: BILLING_MESSAGES.cancelled,
      };
    }
    return {
      isCommitmentPeriod: false,
      activeUntil: iso(plan.activeUntil),
      startDate,
      message: BILLING_MESSAGES.cancelled,
    };
  }

  /**
   * A § 312k declaration for the user: the same rule as `cancel` (commitment end or period end); a desired
   * end later than that is honoured with Stripe `cancel_at` (`notBefore`: the first moment after the desired
   * day). A cancellation already pending stays as it is. null: no active subscription (the caller stores the
   * declaration as unmatched); Stripe failing throws as `cancel` does.
   */
  async cancelForDeclaration(
    userId: string,
    notBefore: Date | null,
  ): Promise<{ effectiveAt: Date | null; planName: string } | null> {
    const row = await this.subscriptions.findOneBy({ userId });
    if (!row || !toSubscriptionStatus(row, new Date()).active) return null;
    const planName = PLAN_CATALOGUE[row.tier].name;
    if (isCancellationPending(row)) return { effectiveAt: activeUntilOf(row), planName };
    const plan = planCancellation(row, new Date());
    const earliest = plan.kind === 'commitment' ? plan.cancelAt : plan.activeUntil;
    const chosen: CancellationPlan =
      notBefore && (!earliest || notBefore.getTime() > earliest.getTime())
        ? { kind: 'commitment', cancelAt: notBefore }
        : plan;
    await this.applyCancellation(userId, row, chosen);
    return { effectiveAt: chosen.kind === 'commitment' ? chosen.cancelAt : chosen.activeUntil, planName };
  }

  /** What the cancellation form shows a signed-in user: plan and the earliest end; null without a subscription. */
  async cancellationPrefill(userId: string): Promise<CancellationPrefillSubscription> {
    const row = await this.subscriptions.findOneBy({ userId });
    if (!row || !toSubscriptionStatus(row, new Date()).active) return null;
    const plan = planCancellation(row, new Date());
    const pending = isCancellationPending(row);
    return {
      planId: row.tier,
      planName: PLAN_CATALOGUE[row.tier].name,
      earliestEnd: pending
        ? iso(activeUntilOf(row))
        : iso(plan.kind === 'commitment' ? plan.cancelAt : plan.activeUntil),
      cancellationPending: pending,
      activeUntil: iso(activeUntilOf(row)),
    };
  }

  /** `cancel_at` for a dated end, `cancel_at_period_end` otherwise: Stripe first, then our row. */
  private async applyCancellation(
    userId: string,
    row: SubscriptionEntity,
    plan: CancellationPlan,
  ): Promise<void> {
    if (!row.stripeSubscriptionId) {
      // The demo subscription has no Stripe counterpart: the same rule, on our row alone.
      assertBeforeDeadline();
      await this.subscriptions.update(
        { id: row.id },
        plan.kind === 'commitment'
          ? { cancelAt: plan.cancelAt, canceledAt: new Date() }
          : { cancelAtPeriodEnd: true, canceledAt: new Date() },
      );
      await this.events.changed([userId]);
      return;
    }
    const subscriptionId = row.stripeSubscriptionId;
    await this.updateAtStripe(userId, 'subscriptions.update(cancel)', (stripe) =>
      stripe.subscriptions.update(
        subscriptionId,
        plan.kind === 'commitment'
          ? { cancel_at: Math.floor(plan.cancelAt.getTime() / 1000), proration_behavior: 'none' }
          : { cancel_at_period_end: true },
      ),
    );
  }

  /** Clears a pending cancellation of either kind: Stripe first, then our row from its answer. */
  async resume(userId: string): Promise<ResumeSubscriptionResponse> {
    const row = await this.cancellable(userId);
    if (!isCancellationPending(row)) throw billingErrors.nothingToResume();
    if (!row.stripeSubscriptionId) {
      assertBeforeDeadline();
      await this.subscriptions.update(
        { id: row.id },
        { cancelAt: null, cancelAtPeriodEnd: false, canceledAt: null },
      );
      await this.events.changed([userId]);
    } else {
      const subscriptionId = row.stripeSubscriptionId;
      await this.updateAtStripe(userId, 'subscriptions.update(resume)', (stripe) =>
        stripe.subscriptions.update(
          subscriptionId,
          row.cancelAt !== null ? { cancel_at: '' } : { cancel_at_period_end: false },
        ),
      );
    }
    return { message: BILLING_MESSAGES.resumed };
  }

  private async cancellable(userId: string): Promise<SubscriptionEntity> {
    const row = await this.subscriptions.findOneBy({ userId });
    if (!row || !toSubscriptionStatus(row, new Date()).active) throw billingErrors.noSubscription();
    return row;
  }

  private async updateAtStripe(
    userId: string,
    what: string,
    change: (stripe: Stripe) => Promise<Stripe.Subscription>,
  ): Promise<void> {
    assertBeforeDeadline();
    const updated = await this.stripe.call(what, change);
    const state = subscriptionStateOf(updated, this.stripe.config.prices);
    const at = new Date(Math.floor(Date.now() / 1000) * 1000);
    await this.dataSource.transaction((manager) => this.sync.apply(manager, userId, state, at, undefined));
    await this.events.changed([userId]);
  }
}
