import path from 'node:path';

/** Typed access to tools/system/stripe-double.cjs (plain CommonJS, also runnable as its own process). */
const root = path.resolve(__dirname, '../../../..');

/** A price the double knows from the start (monthly, `recurring.interval: 'month'`). */
export interface StripeDoublePrice {
  /** e.g. `price_premium` — the id billing configures. */
  id: string;
  /** Cents, e.g. 4900. */
  unitAmount: number;
  /** Shown on the test checkout page and the invoice lines (Stripe's `nickname`). */
  name?: string;
  /** Default 'eur'. */
  currency?: string;
}

export interface StripeDoubleOptions {
  /** 0 or omitted = a free port. */
  port?: number;
  host?: string;
  /** Where events are POSTed; may also be set later with `setBehaviour({ webhookUrl })`. None = not sent. */
  webhookUrl?: string;
  /** The whole `whsec_…` string the receiver verifies with. */
  webhookSecret: string;
  /** Default: price_basic 2900, price_premium 4900, price_mpu_coach 4900 (EUR, monthly). */
  prices?: StripeDoublePrice[];
  /** Delivery attempts per event and the first retry's delay (doubled each time). Default 4 × from 200 ms. */
  webhookRetry?: { attempts: number; baseDelayMs: number };
}

export interface StripeDoubleBehaviour {
  /** The next /v1 request whose path starts with `path` (and has `method`, if given) fails once: 402 answers
   * card_declined, other statuses an api_error (5xx with `stripe-should-retry: false`). */
  failNext: { path?: string; status?: number; method?: string } | null;
  /** Wait before the first delivery attempt of each event. */
  webhookDelayMs: number;
  /** Overrides the option of that name. */
  webhookUrl: string | undefined;
}

/** One /v1 request as the double parsed it (GET query and form body merged; never the Authorization header). */
export interface StripeDoubleRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  idempotencyKey: string | null;
}

export interface StripeDoubleEventRecord {
  id: string;
  type: string;
  /** A delivery answered 2xx. */
  delivered: boolean;
  /** `sentAt`: when the POST went out (performance.timeOrigin + performance.now(), ms). */
  deliveries: { attempt: number; at: number; sentAt?: number; status?: number; error?: string }[];
  /** The event as sent (`data.object`, `data.previous_attributes` on *.updated). */
  event: { id: string; type: string; created: number; data: { object: Record<string, unknown> } } & Record<
    string,
    unknown
  >;
}

/** What `advance` simulates for a subscription. */
export type StripeDoubleAdvance = 'invoice.payment_failed' | 'renew' | 'end';

export interface StripeDouble {
  /** e.g. `http://127.0.0.1:41234` (the SDK takes host and port, not this URL). */
  url: string;
  host: string;
  port: number;
  /** Every /v1 request, oldest first. */
  requests(): StripeDoubleRequest[];
  /** Every event, oldest first, with its delivery attempts. */
  events(): StripeDoubleEventRecord[];
  setBehaviour(partial: Partial<StripeDoubleBehaviour>): void;
  /** A failed renewal (→ past_due), a paid renewal or retry (→ active), or the end of a due cancellation. */
  advance(subscriptionId: string, event: StripeDoubleAdvance): Record<string, unknown>;
  /** Delivers an event again, as a Stripe retry would. */
  resend(eventId: string): void;
  /** Completes a checkout session like its page's button; returns the success_url with the id filled in. */
  completeCheckout(sessionId: string): string;
  /** Resolves once every queued webhook has been delivered or given up. */
  idle(): Promise<void>;
  /** Forgets every object, event, request and behaviour (prices stay). */
  reset(): void;
  stop(): Promise<void>;
}

const double = require(path.join(root, 'tools/system/stripe-double.cjs')) as {
  startStripeDouble(options: StripeDoubleOptions): Promise<StripeDouble>;
  API_VERSION: string;
  DEFAULT_PRICES: readonly StripeDoublePrice[];
};

/** Starts a Stripe-compatible HTTP double; point `new Stripe(key, { host, port, protocol: 'http' })` at it. */
export function startStripeDouble(options: StripeDoubleOptions): Promise<StripeDouble> {
  return double.startStripeDouble(options);
}

/** The API version of the events the double sends (that of stripe 23). */
export const STRIPE_DOUBLE_API_VERSION = double.API_VERSION;
/** The prices the double has when none are given. */
export const STRIPE_DOUBLE_DEFAULT_PRICES = double.DEFAULT_PRICES;
