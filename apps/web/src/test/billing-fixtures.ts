import type { PaymentDto, SubscriptionDetailsDto, SubscriptionDetailsResponse } from '@mpu/contracts';
import type { Reply } from './fetch-stub';

export function aSubscription(overrides: Partial<SubscriptionDetailsDto> = {}): SubscriptionDetailsDto {
  return {
    id: 'sub_123',
    status: 'active',
    planId: 'premium',
    startDate: '2025-01-15T12:00:00.000Z',
    currentPeriodStart: '2025-03-15T12:00:00.000Z',
    currentPeriodEnd: '2025-04-15T12:00:00.000Z',
    canceledAt: null,
    cancelAtPeriodEnd: false,
    cancelAt: null,
    commitmentEnd: '2025-04-15T12:00:00.000Z',
    activeUntil: '2025-04-15T12:00:00.000Z',
    price: { unit_amount: 4900, currency: 'eur', interval: 'month' },
    paymentMethod: { brand: 'visa', last4: '4242' },
    ...overrides,
  };
}

export function details(
  overrides: Partial<SubscriptionDetailsResponse> = {},
  subscription: SubscriptionDetailsDto | null = aSubscription(),
): Reply {
  const body: SubscriptionDetailsResponse = {
    isSubscribed: subscription !== null,
    subscriptionStatus: subscription?.status ?? 'none',
    cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
    isCommitmentPeriod: false,
    startDate: subscription?.startDate ?? null,
    subscriptionId: subscription?.id ?? null,
    currentPeriodStart: subscription?.currentPeriodStart ?? null,
    currentPeriodEnd: subscription?.currentPeriodEnd ?? null,
    subscription,
    testMode: false,
    ...overrides,
  };
  return { status: 200, body };
}

export const noSubscription = (testMode = false): Reply => details({ testMode }, null);

export function aPayment(overrides: Partial<PaymentDto> = {}): PaymentDto {
  return {
    id: 'in_1',
    createdAt: '2025-03-15T12:00:00.000Z',
    periodStart: '2025-03-15T12:00:00.000Z',
    periodEnd: '2025-04-15T12:00:00.000Z',
    amount: 4900,
    currency: 'eur',
    status: 'paid',
    invoiceUrl: 'https://invoice.stripe.com/i/in_1',
    ...overrides,
  };
}
