import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { assertBeforeDeadline } from '@mpu/server-kit/service';
import { CustomerEntity } from '../entities/customer.entity';
import { StripeGateway } from './stripe-gateway.service';

/** One Stripe customer per user: created on first use (idempotently at Stripe too), then looked up. */
@Injectable()
export class CustomersService {
  constructor(
    @InjectRepository(CustomerEntity) private readonly customers: Repository<CustomerEntity>,
    private readonly stripe: StripeGateway,
  ) {}

  async customerIdOf(userId: string): Promise<string | null> {
    return (await this.customers.findOneBy({ userId }))?.stripeCustomerId ?? null;
  }

  async userIdOf(stripeCustomerId: string): Promise<string | null> {
    return (await this.customers.findOneBy({ stripeCustomerId }))?.userId ?? null;
  }

  /** The user's customer id; the first call creates the customer (two at once still make one: same key). */
  async ensure(userId: string, email: string): Promise<string> {
    const known = await this.customerIdOf(userId);
    if (known) return known;
    assertBeforeDeadline();
    const created = await this.stripe.call('customers.create', (stripe) =>
      stripe.customers.create({ email, metadata: { userId } }, { idempotencyKey: `customer-${userId}` }),
    );
    await this.customers
      .createQueryBuilder()
      .insert()
      .values({ userId, stripeCustomerId: created.id })
      .orIgnore()
      .execute();
    return (await this.customerIdOf(userId)) ?? created.id;
  }
}
