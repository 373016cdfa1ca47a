import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SubscriptionEntity } from '../entities/subscription.entity';
import type { PaymentMethodDetails, SubscriptionState } from './stripe-mapping.util';

export type ApplyOutcome = 'applied' | 'stale' | 'other-subscription';

/**
 * Writes what Stripe says about a subscription into the user's row, idempotently: applying the same state
 * twice changes nothing, a state older than the row's (`at` before `last_event_at`) is skipped — Stripe
 * delivers events out of order — and the end of an earlier subscription never closes a newer one.
 */
@Injectable()
export class SubscriptionSyncService {
  private readonly logger = new Logger(SubscriptionSyncService.name);

  async apply(
    manager: EntityManager,
    userId: string,
    state: SubscriptionState,
    at: Date,
    paymentMethod: PaymentMethodDetails | null | undefined,
  ): Promise<ApplyOutcome> {
    const repository = manager.getRepository(SubscriptionEntity);
    const current = await repository
      .createQueryBuilder('s')
      .setLock('pessimistic_write')
      .where('s.user_id = :userId', { userId })
      .getOne();
    if (current && current.stripeSubscriptionId === state.stripeSubscriptionId) {
      if (current.lastEventAt && current.lastEventAt.getTime() > at.getTime()) return 'stale';
    } else if (
      current?.stripeSubscriptionId &&
      state.status === 'canceled' &&
      current.status !== 'canceled'
    ) {
      this.logger.log('Ignored the end of an earlier subscription');
      return 'other-subscription';
    }
    const keepMethod = current?.paymentMethodId === state.paymentMethodId && paymentMethod === undefined;
    const method = keepMethod
      ? { brand: current?.paymentMethodBrand ?? null, last4: current?.paymentMethodLast4 ?? null }
      : { brand: paymentMethod?.brand ?? null, last4: paymentMethod?.last4 ?? null };
    const row: Partial<SubscriptionEntity> = {
      userId,
      status: state.status,
      tier: state.tier ?? current?.tier ?? 'basic',
      currentPeriodStart: state.currentPeriodStart,
      currentPeriodEnd: state.currentPeriodEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      stripeCustomerId: state.stripeCustomerId,
      stripeSubscriptionId: state.stripeSubscriptionId,
      startDate: state.startDate,
      commitmentEnd: state.commitmentEnd,
      cancelAt: state.cancelAt,
      canceledAt: state.canceledAt,
      priceAmount: state.priceAmount,
      currency: state.currency,
      stripePriceId: state.stripePriceId,
      paymentMethodId: state.paymentMethodId,
      paymentMethodBrand: method.brand,
      paymentMethodLast4: method.last4,
      lastEventAt: at,
    };
    if (current) await repository.update({ id: current.id }, row);
    else await repository.insert(row);
    return 'applied';
  }
}
