import { Module } from '@nestjs/common';
import { BillingController, StripeTestController } from './billing.controller';
import { BillingEventsListener } from './billing-events.listener';
import { BillingService } from './billing.service';

@Module({
  controllers: [BillingController, StripeTestController],
  providers: [BillingService, BillingEventsListener],
})
export class BillingModule {}
