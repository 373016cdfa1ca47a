import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CheckoutEntity } from '../checkout/entities/checkout.entity';
import { BillingMailModule } from '../mail/billing-mail.module';
import { PaymentsModule } from '../payments/payments.module';
import { SubscriptionEntity } from '../subscriptions/entities/subscription.entity';
import { StripeEventEntity } from './entities/stripe-event.entity';
import { BillingQueueService } from './queue/billing-queue.service';
import { StripeEventSweeper } from './services/stripe-event-sweeper.service';
import { StripeEventProcessor } from './services/stripe-event.processor';
import { WebhookIngestService } from './services/webhook-ingest.service';
import { WebhooksController } from './webhooks.controller';

/** Stripe's webhooks: verified and stored on arrival, applied once by the queue's worker. */
@Module({
  imports: [
    TypeOrmModule.forFeature([StripeEventEntity, SubscriptionEntity, CheckoutEntity]),
    PaymentsModule,
    BillingMailModule,
  ],
  controllers: [WebhooksController],
  providers: [WebhookIngestService, StripeEventProcessor, BillingQueueService, StripeEventSweeper],
})
export class WebhooksModule {}
