import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BillingMailModule } from '../mail/billing-mail.module';
import { SubscriptionEntity } from '../subscriptions/entities/subscription.entity';
import { CheckoutController } from './checkout.controller';
import { CheckoutEntity } from './entities/checkout.entity';
import { CheckoutService } from './services/checkout.service';
import { TestSchedulesService } from './services/test-schedules.service';

@Module({
  imports: [TypeOrmModule.forFeature([CheckoutEntity, SubscriptionEntity]), BillingMailModule],
  controllers: [CheckoutController],
  providers: [CheckoutService, TestSchedulesService],
})
export class CheckoutModule {}
