import { Global, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BILLING_CONFIG, type BillingConfig } from '../config/billing-env';
import { CustomerEntity } from './entities/customer.entity';
import { CustomersService } from './services/customers.service';
import { createStripeClient } from './services/stripe-client';
import { StripeGateway } from './services/stripe-gateway.service';
import { STRIPE_CLIENT } from './stripe.constants';

/** The Stripe client, the billing configuration and the user ↔ customer mapping, for every feature module. */
@Global()
@Module({})
export class StripeModule {
  static forRoot(config: BillingConfig): DynamicModule {
    return {
      module: StripeModule,
      imports: [TypeOrmModule.forFeature([CustomerEntity])],
      providers: [
        { provide: BILLING_CONFIG, useValue: config },
        { provide: STRIPE_CLIENT, useValue: createStripeClient(config.stripe) },
        StripeGateway,
        CustomersService,
      ],
      exports: [BILLING_CONFIG, StripeGateway, CustomersService],
    };
  }
}
