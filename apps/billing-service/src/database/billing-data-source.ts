import { createServiceDataSource } from '@mpu/server-kit/service';
import { CancellationRequestEntity } from '../cancellation/entities/cancellation-request.entity';
import { CheckoutEntity } from '../checkout/entities/checkout.entity';
import { BILLING_SCHEMA } from '../config/billing-env';
import { PaymentEntity } from '../payments/entities/payment.entity';
import { CustomerEntity } from '../stripe/entities/customer.entity';
import { SubscriptionEntity } from '../subscriptions/entities/subscription.entity';
import { StripeEventEntity } from '../webhooks/entities/stripe-event.entity';
import { CreateSubscriptions1763780500000 } from './migrations/1763780500000-createSubscriptions';
import { AddStripeBilling1795508306262 } from './migrations/1795508306262-addStripeBilling';
import { AddCancellationRequests1795600000000 } from './migrations/1795600000000-addCancellationRequests';
import { DropProcessedEventPayloads1795600000001 } from './migrations/1795600000001-dropProcessedEventPayloads';
import { AddCancellationIdempotencyKeys1795600000002 } from './migrations/1795600000002-addCancellationIdempotencyKeys';

export function createBillingDataSource(url: string) {
  return createServiceDataSource({
    url,
    schema: BILLING_SCHEMA,
    entities: [
      SubscriptionEntity,
      CustomerEntity,
      CheckoutEntity,
      StripeEventEntity,
      PaymentEntity,
      CancellationRequestEntity,
    ],
    migrations: [
      CreateSubscriptions1763780500000,
      AddStripeBilling1795508306262,
      AddCancellationRequests1795600000000,
      DropProcessedEventPayloads1795600000001,
      AddCancellationIdempotencyKeys1795600000002,
    ],
  });
}
