import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CancellationRequestEntity } from '../cancellation/entities/cancellation-request.entity';
import { CheckoutEntity } from '../checkout/entities/checkout.entity';
import { SubscriptionEntity } from '../subscriptions/entities/subscription.entity';
import { BillingMailComposer } from './billing-mail.composer';
import { BillingMailQueue } from './billing-mail.queue';

/** Billing's e-mails: the `send-mail` jobs and their worker (MailService comes from the root's MailModule). */
@Module({
  imports: [TypeOrmModule.forFeature([SubscriptionEntity, CheckoutEntity, CancellationRequestEntity])],
  providers: [BillingMailComposer, BillingMailQueue],
  exports: [BillingMailQueue],
})
export class BillingMailModule {}
