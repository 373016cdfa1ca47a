import type Stripe from 'stripe';
import {
  invoicePaymentOf,
  localStatusOf,
  paymentMethodDetailsOf,
  paymentStatusOf,
  planOf,
  subscriptionStateOf,
} from './stripe-mapping.util';

const prices = { basic: 'price_b', premium: 'price_p', mpu_coach: 'price_c' } as const;
const start = Date.UTC(2026, 10, 24, 8, 0, 0) / 1000;

const subscription = (overrides: Partial<Stripe.Subscription> = {}) =>
  ({
    id: 'sub_1',
    customer: 'cus_1',
    status: 'active',
    start_date: start,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    default_payment_method: 'pm_1',
    metadata: { planId: 'premium' },
    items: {
      data: [
        {
          current_period_start: start,
          current_period_end: start + 30 * 86_400,
          price: { id: 'price_p', unit_amount: 4900, currency: 'eur' },
        },
      ],
    },
    ...overrides,
  }) as unknown as Stripe.Subscription;

describe('subscriptionStateOf', () => {
  it('maps the fields our row keeps, the period from the item and the term from the start', () => {
    expect(subscriptionStateOf(subscription(), prices)).toEqual({
      stripeSubscriptionId: 'sub_1',
      stripeCustomerId: 'cus_1',
      status: 'active',
      tier: 'premium',
      currentPeriodStart: new Date('2026-11-24T08:00:00Z'),
      currentPeriodEnd: new Date('2026-12-24T08:00:00Z'),
      startDate: new Date('2026-11-24T08:00:00Z'),
      commitmentEnd: new Date('2027-02-24T08:00:00Z'),
      cancelAt: null,
      cancelAtPeriodEnd: false,
      canceledAt: null,
      priceAmount: 4900,
      currency: 'eur',
      stripePriceId: 'price_p',
      paymentMethodId: 'pm_1',
    });
  });

  it('keeps a scheduled cancellation', () => {
    const state = subscriptionStateOf(
      subscription({ cancel_at: start + 90 * 86_400, canceled_at: start }),
      prices,
    );
    expect(state.cancelAt).toEqual(new Date((start + 90 * 86_400) * 1000));
    expect(state.canceledAt).toEqual(new Date(start * 1000));
  });
});

describe('localStatusOf', () => {
  it.each([
    'active',
    'trialing',
    'past_due',
    'canceled',
    'unpaid',
    'incomplete',
    'incomplete_expired',
    'paused',
  ])('keeps %s', (status) => expect(localStatusOf(status)).toBe(status));

  it('treats a status it does not know as incomplete (no access)', () => {
    expect(localStatusOf('on_hold')).toBe('incomplete');
  });
});

describe('planOf', () => {
  it('takes metadata.planId, else the plan of the price, else nothing', () => {
    expect(planOf(subscription(), prices)).toBe('premium');
    expect(planOf(subscription({ metadata: {} }), prices)).toBe('premium');
    expect(planOf(subscription({ metadata: { planId: 'gold' } }), prices)).toBe('premium');
    const other = subscription({ metadata: {} });
    other.items.data[0]!.price.id = 'price_unknown';
    expect(planOf(other, prices)).toBeNull();
  });
});

describe('payments', () => {
  it.each([
    ['invoice.paid', 'paid', 'paid'],
    ['invoice.payment_failed', 'open', 'failed'],
    ['invoice.finalized', 'open', 'pending'],
    ['invoice.voided', 'void', 'failed'],
  ] as const)('%s of an invoice %s is %s', (type, status, expected) => {
    expect(paymentStatusOf({ status }, type)).toBe(expected);
  });

  it('takes the service period from the first line and the amount due of an unpaid invoice', () => {
    const invoice = {
      id: 'in_1',
      customer: 'cus_1',
      created: start,
      status: 'open',
      amount_paid: 0,
      amount_due: 4900,
      currency: 'eur',
      hosted_invoice_url: 'https://invoice',
      period_start: start,
      period_end: start,
      parent: { subscription_details: { subscription: 'sub_1' } },
      lines: { data: [{ period: { start, end: start + 30 * 86_400 } }] },
    } as unknown as Stripe.Invoice;
    expect(invoicePaymentOf(invoice, 'invoice.payment_failed')).toMatchObject({
      stripeInvoiceId: 'in_1',
      stripeSubscriptionId: 'sub_1',
      amountCents: 4900,
      status: 'failed',
      periodEnd: new Date((start + 30 * 86_400) * 1000),
    });
  });

  it('describes cards, SEPA and PayPal without more than the last four', () => {
    const card = { type: 'card', card: { brand: 'visa', last4: '4242' } } as Stripe.PaymentMethod;
    expect(paymentMethodDetailsOf(card)).toEqual({ brand: 'visa', last4: '4242' });
    const sepa = { type: 'sepa_debit', sepa_debit: { last4: '3000' } } as Stripe.PaymentMethod;
    expect(paymentMethodDetailsOf(sepa)).toEqual({ brand: 'sepa_debit', last4: '3000' });
    expect(paymentMethodDetailsOf({ type: 'paypal' } as Stripe.PaymentMethod)).toEqual({
      brand: 'paypal',
      last4: null,
    });
  });
});
