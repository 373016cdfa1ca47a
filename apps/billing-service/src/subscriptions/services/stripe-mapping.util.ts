import type Stripe from 'stripe';
import {
  isPlanId,
  isUuid,
  type PaymentDto,
  type SubscriptionStatus,
  type SubscriptionTier,
} from '@mpu/contracts';
import { commitmentEndOf } from './commitment.util';

/** What a Stripe subscription object sets on our row. */
export interface SubscriptionState {
  stripeSubscriptionId: string;
  stripeCustomerId: string;
  status: LocalStatus;
  tier: SubscriptionTier | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  startDate: Date;
  commitmentEnd: Date;
  cancelAt: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  priceAmount: number | null;
  currency: string | null;
  stripePriceId: string | null;
  paymentMethodId: string | null;
}

export interface PaymentMethodDetails {
  brand: string;
  last4: string | null;
}

type LocalStatus = Exclude<SubscriptionStatus, 'none'>;

const KNOWN_STATUSES: ReadonlySet<string> = new Set<LocalStatus>([
  'active',
  'trialing',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
]);

/**
 * Stripe's subscription status as our row keeps it (the same names; the gate opens for active, trialing
 * and past_due). A status a later API version invents counts as `incomplete`: no access until we know it.
 */
export function localStatusOf(status: string): LocalStatus {
  return KNOWN_STATUSES.has(status) ? (status as LocalStatus) : 'incomplete';
}

const fromSeconds = (seconds: number | null | undefined): Date | null =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000);

export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

/** The plan: the subscription's `metadata.planId` (we set it), else the plan whose price it bills. */
export function planOf(
  subscription: Pick<Stripe.Subscription, 'metadata' | 'items'>,
  prices: Readonly<Record<SubscriptionTier, string>>,
): SubscriptionTier | null {
  const fromMetadata = subscription.metadata?.planId;
  if (isPlanId(fromMetadata)) return fromMetadata;
  const priceId = subscription.items?.data[0]?.price?.id;
  const match = (Object.entries(prices) as [SubscriptionTier, string][]).find(([, id]) => id === priceId);
  return match ? match[0] : null;
}

/**
 * Our row's fields from a subscription as Stripe sends it (v23: the period lives on the item). The minimum
 * term runs from Stripe's `start_date`.
 */
export function subscriptionStateOf(
  subscription: Stripe.Subscription,
  prices: Readonly<Record<SubscriptionTier, string>>,
): SubscriptionState {
  const item = subscription.items?.data[0];
  const startDate = new Date(subscription.start_date * 1000);
  return {
    stripeSubscriptionId: subscription.id,
    stripeCustomerId: idOf(subscription.customer) ?? '',
    status: localStatusOf(subscription.status),
    tier: planOf(subscription, prices),
    currentPeriodStart: fromSeconds(item?.current_period_start),
    currentPeriodEnd: fromSeconds(item?.current_period_end),
    startDate,
    commitmentEnd: commitmentEndOf(startDate),
    cancelAt: fromSeconds(subscription.cancel_at),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    canceledAt: fromSeconds(subscription.canceled_at),
    priceAmount: item?.price?.unit_amount ?? null,
    currency: item?.price?.currency ?? null,
    stripePriceId: item?.price?.id ?? null,
    paymentMethodId: idOf(subscription.default_payment_method),
  };
}

/** Brand and last four of a payment method; PayPal has no number. */
export function paymentMethodDetailsOf(method: Stripe.PaymentMethod): PaymentMethodDetails {
  if (method.type === 'card' && method.card) return { brand: method.card.brand, last4: method.card.last4 };
  if (method.type === 'sepa_debit' && method.sepa_debit)
    return { brand: 'sepa_debit', last4: method.sepa_debit.last4 ?? null };
  return { brand: method.type, last4: null };
}

/** Spec 3 §3 payment status: paid, pending, or failed (a failed attempt, an uncollectible or void invoice). */
export function paymentStatusOf(
  invoice: Pick<Stripe.Invoice, 'status'>,
  eventType: string,
): PaymentDto['status'] {
  if (eventType === 'invoice.paid' || invoice.status === 'paid') return 'paid';
  if (
    eventType === 'invoice.payment_failed' ||
    invoice.status === 'uncollectible' ||
    invoice.status === 'void'
  )
    return 'failed';
  return 'pending';
}

export interface InvoicePayment {
  stripeInvoiceId: string;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  createdAt: Date;
  periodStart: Date | null;
  periodEnd: Date | null;
  amountCents: number;
  currency: string;
  status: PaymentDto['status'];
  invoiceUrl: string | null;
}

/** A payment from an invoice event; the service period is the first line's (the invoice's own is not). */
export function invoicePaymentOf(invoice: Stripe.Invoice, eventType: string): InvoicePayment {
  const status = paymentStatusOf(invoice, eventType);
  const line = invoice.lines?.data[0];
  return {
    stripeInvoiceId: invoice.id ?? '',
    stripeCustomerId: idOf(invoice.customer),
    stripeSubscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    createdAt: new Date(invoice.created * 1000),
    periodStart: fromSeconds(line?.period?.start ?? invoice.period_start),
    periodEnd: fromSeconds(line?.period?.end ?? invoice.period_end),
    amountCents: status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    status,
    invoiceUrl: invoice.hosted_invoice_url ?? null,
  };
}

/** A user id we put on a Stripe object ourselves (client_reference_id, metadata), if it is one. */
export function userIdFrom(value: unknown): string | null {
  return isUuid(value) ? value : null;
}
