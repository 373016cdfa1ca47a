import { Module, type DynamicModule } from '@nestjs/common';
import { SUBJECTS } from '@mpu/contracts';
import { DatabaseModule, MailModule, ServiceHealthModule } from '@mpu/server-kit/service';
import { CancellationModule } from './cancellation/cancellation.module';
import { CheckoutModule } from './checkout/checkout.module';
import {
  BILLING_SCHEMA,
  BILLING_SERVICE_NAME,
  billingConfigFrom,
  type BillingEnv,
} from './config/billing-env';
import { createBillingDataSource } from './database/billing-data-source';
import { PaymentsModule } from './payments/payments.module';
import { DemoSubscriptionsSeed, SEED_DEMO_ACCOUNTS } from './seed/demo-subscriptions.seed';
import { StripeModule } from './stripe/stripe.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { WebhooksModule } from './webhooks/webhooks.module';

@Module({})
export class BillingServiceModule {
  static forRoot(env: BillingEnv): DynamicModule {
    return {
      module: BillingServiceModule,
      imports: [
        DatabaseModule.forRoot({
          createDataSource: () => createBillingDataSource(env.DATABASE_URL),
          schema: BILLING_SCHEMA,
          runMigrations: env.RUN_MIGRATIONS,
        }),
        ServiceHealthModule.forRoot({
          service: BILLING_SERVICE_NAME,
          natsUrl: env.NATS_URL,
          pingSubject: SUBJECTS.billing.ping,
        }),
        MailModule.forRoot(billingConfigFrom(env).mail),
        StripeModule.forRoot(billingConfigFrom(env)),
        SubscriptionsModule.forRoot({ natsUrl: env.NATS_URL }),
        PaymentsModule,
        CheckoutModule,
        WebhooksModule,
        CancellationModule,
      ],
      providers: [{ provide: SEED_DEMO_ACCOUNTS, useValue: env.SEED_DEMO_ACCOUNTS }, DemoSubscriptionsSeed],
    };
  }
}
