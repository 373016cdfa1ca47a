import { Inject, Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { BILLING_CONFIG, type BillingConfig } from '../../config/billing-env';
import { BillingException, billingErrors } from '../../common/billing.exception';
import { STRIPE_CLIENT } from '../stripe.constants';

/**
 * Access to the Stripe client for the feature services: `client()` is the configured SDK or a 503, and
 * `call()` turns the SDK's failures into BillingExceptions (a declined card 402, anything else 503), logging
 * only the error's class, code and request id — never a parameter, an e-mail or a card detail.
 */
@Injectable()
export class StripeGateway {
  private readonly logger = new Logger(StripeGateway.name);

  constructor(
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    @Inject(BILLING_CONFIG) readonly config: BillingConfig,
  ) {}

  get configured(): boolean {
    return this.stripe !== null;
  }

  client(): Stripe {
    if (!this.stripe) throw billingErrors.stripeNotConfigured();
    return this.stripe;
  }

  async call<T>(what: string, work: (stripe: Stripe) => Promise<T>): Promise<T> {
    const stripe = this.client();
    try {
      return await work(stripe);
    } catch (error) {
      throw this.translate(what, error);
    }
  }

  /** The webhook secret, or 503 when none is configured (Stripe keeps the event and retries). */
  webhookSecret(): string {
    const secret = this.config.stripe?.webhookSecret;
    if (!this.stripe || !secret) throw billingErrors.stripeNotConfigured();
    return secret;
  }

  private translate(what: string, error: unknown): Error {
    if (error instanceof Stripe.errors.StripeError) {
      this.logger.warn(
        `Stripe ${what} failed: ${error.type} ${error.code ?? ''} ${error.statusCode ?? ''} ${error.requestId ?? ''}`.trim(),
      );
      if (error instanceof Stripe.errors.StripeCardError) return billingErrors.cardDeclined();
      if (error.statusCode === 404) return billingErrors.stripeObjectNotFound();
      return billingErrors.stripeUnavailable();
    }
    if (error instanceof BillingException) return error;
    this.logger.error(`Stripe ${what} failed: ${error instanceof Error ? error.name : 'unknown error'}`);
    return billingErrors.stripeUnavailable();
  }
}
