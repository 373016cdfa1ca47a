import { createServiceDataSource } from '@mpu/server-kit/service';
import { BILLING_SCHEMA } from '../config/billing-env';
import { SubscriptionEntity } from '../subscriptions/entities/subscription.entity';
import { CreateSubscriptions1763780500000 } from './migrations/1763780500000-createSubscriptions';

export function createBillingDataSource(url: string) {
  return createServiceDataSource({
    url,
    schema: BILLING_SCHEMA,
    entities: [SubscriptionEntity],
    migrations: [CreateSubscriptions1763780500000],
  });
}
