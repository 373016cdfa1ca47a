import { Module } from '@nestjs/common';
import { BillingController, StripeTestController } from './billing.controller';
import { BillingEventsListener } from './billing-events.listener';
import { BillingService } from './billing.service';
import { CancellationController } from './cancellation.controller';
import { RateLimitService } from '../security/rate-limit.service';

@Module({
  controllers: [BillingController, StripeTestController, CancellationController],
  providers: [BillingService, BillingEventsListener, RateLimitService],
})
export class BillingModule {}
