import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  cancellationReceiptMail,
  formatEuro,
  MINIMUM_TERM_MONTHS,
  orderConfirmationMail,
  PLAN_CATALOGUE,
} from '@mpu/contracts';
import type { MailMessage } from '@mpu/server-kit/service';
import { CancellationRequestEntity } from '../cancellation/entities/cancellation-request.entity';
import { CheckoutEntity } from '../checkout/entities/checkout.entity';
import { SubscriptionEntity } from '../subscriptions/entities/subscription.entity';
import { commitmentEndFor } from '../subscriptions/services/commitment.util';
import { AuthUsersClient } from '../subscriptions/services/auth-users.client';
import type { MailJob } from '../webhooks/queue/billing-jobs';

/**
 * Renders a mail job when it runs: recipient and facts from Postgres and auth-service (the user's e-mail is
 * auth's username, never the client's word), German texts from the contracts. null: nothing to send any more
 * (the subscription or request is gone).
 */
@Injectable()
export class BillingMailComposer {
  constructor(
    @InjectRepository(SubscriptionEntity) private readonly subscriptions: Repository<SubscriptionEntity>,
    @InjectRepository(CheckoutEntity) private readonly checkouts: Repository<CheckoutEntity>,
    @InjectRepository(CancellationRequestEntity)
    private readonly cancellations: Repository<CancellationRequestEntity>,
    private readonly users: AuthUsersClient,
  ) {}

  async compose(job: MailJob): Promise<MailMessage | null> {
    switch (job.kind) {
      case 'order-confirmation':
        return this.orderConfirmation(job.userId, job.stripeSubscriptionId);
      case 'cancellation-receipt':
        return this.cancellationReceipt(job.requestId);
    }
  }

  private async orderConfirmation(userId: string, stripeSubscriptionId: string): Promise<MailMessage | null> {
    const row = await this.subscriptions.findOneBy({ userId, stripeSubscriptionId });
    if (!row) return null;
    const checkout = await this.checkouts.findOne({
      where: { userId, stripeSubscriptionId },
      order: { createdAt: 'DESC' },
    });
    const plan = PLAN_CATALOGUE[row.tier];
    const content = orderConfirmationMail({
      planName: plan.name,
      monthlyPrice: formatEuro(plan.amountCents),
      minimumTermMonths: MINIMUM_TERM_MONTHS,
      startDate: row.startDate ?? row.currentPeriodStart ?? row.createdAt,
      commitmentEnd: commitmentEndFor(row),
      consentAt: checkout?.withdrawalConsentAt ?? null,
    });
    return { kind: 'order-confirmation', to: await this.users.emailOf(userId), ...content };
  }

  private async cancellationReceipt(requestId: string): Promise<MailMessage | null> {
    const request = await this.cancellations.findOneBy({ id: requestId });
    if (!request) return null;
    const content = cancellationReceiptMail({
      receivedAt: request.receivedAt,
      name: request.name,
      subscription: request.subscription,
      kind: request.kind,
      desiredDate: request.desiredDate,
      effectiveAt: request.status === 'applied' ? request.effectiveAt : null,
    });
    return { kind: 'cancellation-receipt', to: request.email, ...content };
  }
}
