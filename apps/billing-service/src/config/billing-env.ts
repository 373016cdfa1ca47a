import { z } from 'zod';
import type { SubscriptionTier } from '@mpu/contracts';
import { envFields, serviceEnvSchema } from '@mpu/server-kit';
import { mailEnvFields, type MailConfig } from '@mpu/server-kit/service';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value));

const httpUrl = (example: string) =>
  z
    .string()
    .trim()
    .regex(/^https?:\/\/[^/]+/, `must be an http(s):// URL like ${example}`);

export const billingEnvSchema = serviceEnvSchema(3002).extend({
  /** BullMQ's Redis: the queue of received Stripe events. */
  REDIS_URL: envFields.redisUrl,
  /** Unset: billing starts, the payment routes answer 503 and webhooks are refused (503, Stripe retries). */
  STRIPE_SECRET_KEY: optionalText,
  /** `whsec_…` of the webhook endpoint (Dashboard or `stripe listen`). */
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Another Stripe API host, e.g. http://127.0.0.1:12111 (the Stripe double). Unset: api.stripe.com. */
  STRIPE_API_URL: optionalText.pipe(z.union([z.undefined(), httpUrl('http://127.0.0.1:12111')])),
  STRIPE_PRICE_BASIC: z.string().trim().min(1).default('price_basic'),
  STRIPE_PRICE_PREMIUM: z.string().trim().min(1).default('price_premium'),
  STRIPE_PRICE_MPU_COACH: z.string().trim().min(1).default('price_mpu_coach'),
  /** Offered in Checkout when enabled in the Dashboard (a filter on what Stripe finds eligible). */
  STRIPE_PAYMENT_METHOD_TYPES: z
    .string()
    .default('card,sepa_debit,paypal')
    .transform((value) =>
      value
        .split(',')
        .map((type) => type.trim())
        .filter(Boolean),
    ),
  STRIPE_TIMEOUT_MS: envFields.positiveInt(10_000),
  STRIPE_MAX_NETWORK_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  /** Test checkout, schedule test page (spec 3 §2.8, §2.9); never with a live key. */
  BILLING_TEST_MODE: envFields.boolean(false),
  /** Where Checkout sends the customer back: `<PUBLIC_BASE_URL>/payment-success?session_id=…`. */
  PUBLIC_BASE_URL: httpUrl('https://mpu-vorbereitung.de').default('http://localhost:3000'),
  /** BullMQ key prefix (tests give each run its own). */
  BILLING_QUEUE_PREFIX: z.string().trim().min(1).default('bull'),
  /** A worker's job lock; a crashed worker's job runs again after about lock + stalled interval. */
  BILLING_WORKER_LOCK_MS: envFields.positiveInt(30_000),
  BILLING_WORKER_STALLED_MS: envFields.positiveInt(30_000),
  /** First retry delay of a failed event job (then doubled; 5 attempts). */
  BILLING_JOB_BACKOFF_MS: envFields.positiveInt(1_000),
  /** How often (and after how long) a stored, unapplied event whose job Redis lost is queued again. */
  BILLING_EVENT_SWEEP_MS: envFields.positiveInt(60_000),
  /** Order confirmation and cancellation receipt (unset SMTP_URL: logged as not sent). */
  ...mailEnvFields,
  /** First retry delay of a failed e-mail job (then doubled; 3 attempts). */
  BILLING_MAIL_BACKOFF_MS: envFields.positiveInt(30_000),
});
export type BillingEnv = z.infer<typeof billingEnvSchema>;

export const BILLING_SCHEMA = 'billing';
export const BILLING_SERVICE_NAME = 'billing-service';

export interface StripeConnection {
  secretKey: string;
  webhookSecret: string | undefined;
  host: string | undefined;
  port: number | undefined;
  protocol: 'http' | 'https' | undefined;
  timeoutMs: number;
  maxNetworkRetries: number;
}

export interface BillingConfig {
  /** null without STRIPE_SECRET_KEY. */
  stripe: StripeConnection | null;
  prices: Readonly<Record<SubscriptionTier, string>>;
  paymentMethodTypes: string[];
  testMode: boolean;
  publicBaseUrl: string;
  queue: {
    redisUrl: string;
    prefix: string;
    lockDurationMs: number;
    stalledIntervalMs: number;
    backoffMs: number;
    mailBackoffMs: number;
    sweepMs: number;
  };
  mail: MailConfig;
}

export const BILLING_CONFIG = Symbol('BILLING_CONFIG');

export function billingConfigFrom(env: BillingEnv): BillingConfig {
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  return {
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          host: api?.hostname,
          port: api ? Number(api.port || (api.protocol === 'http:' ? 80 : 443)) : undefined,
          protocol: api ? (api.protocol === 'http:' ? 'http' : 'https') : undefined,
          timeoutMs: env.STRIPE_TIMEOUT_MS,
          maxNetworkRetries: env.STRIPE_MAX_NETWORK_RETRIES,
        }
      : null,
    prices: {
      basic: env.STRIPE_PRICE_BASIC,
      premium: env.STRIPE_PRICE_PREMIUM,
      mpu_coach: env.STRIPE_PRICE_MPU_COACH,
    },
    paymentMethodTypes: env.STRIPE_PAYMENT_METHOD_TYPES,
    testMode: env.BILLING_TEST_MODE,
    publicBaseUrl: env.PUBLIC_BASE_URL.replace(/\/+$/, ''),
    queue: {
      redisUrl: env.REDIS_URL,
      prefix: env.BILLING_QUEUE_PREFIX,
      lockDurationMs: env.BILLING_WORKER_LOCK_MS,
      stalledIntervalMs: env.BILLING_WORKER_STALLED_MS,
      backoffMs: env.BILLING_JOB_BACKOFF_MS,
      mailBackoffMs: env.BILLING_MAIL_BACKOFF_MS,
      sweepMs: env.BILLING_EVENT_SWEEP_MS,
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
  };
}
