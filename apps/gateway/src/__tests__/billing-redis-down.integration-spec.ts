import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { Client } from 'pg';
import Stripe from 'stripe';
import { COMMON_MESSAGES, EVENT_SUBJECTS, type SubscriptionChangedEvent } from '@mpu/contracts';
import {
  ApiClient,
  startPrivateRedis,
  startStripeDouble,
  startTestSystem,
  SYSTEM_START_TIMEOUT_MS,
  type PrivateRedis,
  type StripeDouble,
  type StripeDoubleEventRecord,
  type TestSystem,
} from '@mpu/server-kit/testing';

/**
 * Issue 13, "Bad input and faults": billing-service's Redis (the BullMQ queue of Stripe events) goes down.
 * Billing gets a private redis-server of its own (the gateway keeps the shared Redis, index 1), which the spec
 * stops and starts again on the same port. While it is down a webhook answers the German 503 after billing's
 * enqueue timeout, so Stripe keeps the event and retries; after recovery Stripe's retries (the double's
 * `resend`) have every event processed once and the subscription opens the premium gate. Every wait is for
 * something that happens (deliveries answered, event rows processed), never for a fixed time.
 */
const WEBHOOK_SECRET = `whsec_it_${randomUUID().replace(/-/g, '')}`;
const QUEUE_PREFIX = `bull-it-${randomUUID()}`;
/** An article only subscribers may read: the premium gate. */
const PREMIUM_ROUTE = '/api/info/articles/addiction';

let system: TestSystem;
let double: StripeDouble;
let billingRedis: PrivateRedis;
let db: Client;
let nats: NatsConnection;
const logLines: string[] = [];

beforeAll(async () => {
  // Two quick attempts per event: each answer during the outage may take billing's 3 s enqueue timeout.
  double = await startStripeDouble({
    webhookSecret: WEBHOOK_SECRET,
    webhookRetry: { attempts: 2, baseDelayMs: 50 },
  });
  billingRedis = await startPrivateRedis();
  system = await startTestSystem({
    database: 'mpu_it_billing_redis',
    redisIndex: 1,
    env: {
      TRUST_PROXY: 'true',
      STRIPE_SECRET_KEY: 'sk_test_double',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: double.url,
      STRIPE_MAX_NETWORK_RETRIES: '0',
      STRIPE_TIMEOUT_MS: '5000',
      BILLING_TEST_MODE: 'false',
      BILLING_QUEUE_PREFIX: QUEUE_PREFIX,
      BILLING_WORKER_LOCK_MS: '2000',
      BILLING_WORKER_STALLED_MS: '1000',
      BILLING_JOB_BACKOFF_MS: '100',
      PUBLIC_BASE_URL: 'http://app.test',
    },
    appEnv: { 'billing-service': { REDIS_URL: billingRedis.url } },
    output: (line) => logLines.push(line),
  });
  double.setBehaviour({ webhookUrl: `${system.baseUrl}/api/stripe/webhook` });
  db = new Client({ connectionString: system.databaseUrl });
  await db.connect();
  nats = await connect({ servers: system.natsUrl });
}, SYSTEM_START_TIMEOUT_MS);

afterAll(async () => {
  await nats?.close();
  await db?.end();
  await system?.teardown();
  await billingRedis?.stop();
  await double?.stop();
});

/** Resolves on the next `billing.subscription.changed` for the user (call before the action). */
function nextChange(userId: string): Promise<void> {
  const codec = JSONCodec<SubscriptionChangedEvent>();
  return new Promise((resolve) => {
    const subscription = nats.subscribe(EVENT_SUBJECTS.billing.subscriptionChanged, {
      callback: (_error, message) => {
        if (codec.decode(message.data).userId !== userId) return;
        subscription.unsubscribe();
        resolve();
      },
    });
  });
}

/** Waits for a condition the system reaches by itself (checked every 25 ms; the test's timeout bounds it). */
async function until<T>(check: () => Promise<T | null | undefined | false>): Promise<T> {
  for (;;) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function eventRows(ids: string[]) {
  const { rows } = await db.query<{ id: string; processed_at: Date | null }>(
    'SELECT id, processed_at FROM billing.stripe_events WHERE id = ANY($1)',
    [ids],
  );
  return rows;
}

const lastStatus = (record: StripeDoubleEventRecord) => record.deliveries.at(-1)?.status ?? 0;
const answered2xx = (record: StripeDoubleEventRecord) =>
  lastStatus(record) >= 200 && lastStatus(record) < 300;

/** The keys of this run's billing queues in a Redis. */
async function queueKeys(url: string): Promise<string[]> {
  const redis = new Redis(url);
  try {
    return await redis.keys(`${QUEUE_PREFIX}:*`);
  } finally {
    await redis.quit();
  }
}

describe("billing-service's Redis down", () => {
  it('answers webhooks with the German 503 so Stripe retries, and loses no event after recovery', async () => {
    const api = new ApiClient(system.baseUrl, { 'x-forwarded-for': '10.13.1.1' });
    const registered = await api.post('/api/register', {
      username: `redis_down_${randomUUID().slice(0, 8)}@example.de`,
      password: 'geheim123',
    });
    expect(registered.status).toBe(201);
    const userId = String(registered.body?.id);
    expect((await api.get(PREMIUM_ROUTE)).status).toBe(403);

    await billingRedis.stop();
    const port = billingRedis.port;
    let sent: StripeDoubleEventRecord[] = [];
    try {
      // The checkout itself needs Stripe and Postgres only.
      const created = await api.post('/api/stripe/create-checkout-session', {
        productId: 'premium',
        withdrawalConsent: true,
      });
      expect(created.status).toBe(200);
      const sessionId = String(created.body?.url).split('/').pop()!;

      double.completeCheckout(sessionId);
      await double.idle();
      sent = double.events();
      expect(sent.map((record) => record.type)).toEqual(
        expect.arrayContaining([
          'checkout.session.completed',
          'customer.subscription.created',
          'invoice.paid',
        ]),
      );
      for (const record of sent) {
        expect(record.delivered).toBe(false);
        expect(record.deliveries).toHaveLength(2);
        for (const delivery of record.deliveries) expect(delivery.status).toBeGreaterThanOrEqual(500);
      }

      // What Stripe reads in such an answer: billing's 503 with the German message, through the gateway.
      const payload = JSON.stringify(sent[0]!.event);
      const response = await fetch(`${system.baseUrl}/api/stripe/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        },
        body: payload,
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ message: COMMON_MESSAGES.serviceUnavailable });
      // …answered by billing (its enqueue failed), not by the gateway's NATS timeout.
      expect(logLines.some((line) => line.includes(`Could not queue Stripe event ${sent[0]!.id}`))).toBe(
        true,
      );

      // Stored (so a retry finds it), applied never: no subscription, no access.
      const stored = await eventRows(sent.map((record) => record.id));
      expect(stored).toHaveLength(sent.length);
      expect(stored.filter((row) => row.processed_at !== null)).toEqual([]);
      const { rows: subscriptions } = await db.query(
        'SELECT status FROM billing.subscriptions WHERE user_id = $1',
        [userId],
      );
      expect(subscriptions).toEqual([]);
      expect((await api.get('/api/stripe/subscription-status')).body).toMatchObject({ active: false });
      expect((await api.get(PREMIUM_ROUTE)).status).toBe(403);
    } finally {
      billingRedis = await startPrivateRedis(port);
    }

    // Stripe retries for up to 3 days: resend what has not been answered 2xx until billing takes it (its
    // producer connection reconnects to the new Redis within its retry interval).
    const ids = sent.map((record) => record.id);
    const changed = nextChange(userId);
    await nats.flush(); // the subscription is in place before the first retry
    await until(async () => {
      const pending = double.events().filter((record) => ids.includes(record.id) && !answered2xx(record));
      if (pending.length === 0) return true;
      for (const record of pending) double.resend(record.id);
      await double.idle();
      return false;
    });
    await until(async () => (await eventRows(ids)).every((row) => row.processed_at !== null));
    await changed;

    expect((await api.get(PREMIUM_ROUTE)).status).toBe(200);
    expect((await api.get('/api/stripe/subscription-status')).body).toEqual({
      active: true,
      subscriptionStatus: 'active',
      subscriptionTier: 'premium',
    });

    // Once: another round of retries is acknowledged as duplicates and changes nothing.
    const processedAt = new Map((await eventRows(ids)).map((row) => [row.id, row.processed_at?.getTime()]));
    for (const id of ids) double.resend(id);
    await double.idle();
    for (const record of double.events().filter((r) => ids.includes(r.id)))
      expect(answered2xx(record)).toBe(true);
    for (const row of await eventRows(ids)) expect(row.processed_at?.getTime()).toBe(processedAt.get(row.id));
    const { rows: payments } = await db.query('SELECT status FROM billing.payments WHERE user_id = $1', [
      userId,
    ]);
    expect(payments).toEqual([{ status: 'paid' }]);
    const { rows: subscriptions } = await db.query(
      'SELECT status FROM billing.subscriptions WHERE user_id = $1',
      [userId],
    );
    expect(subscriptions).toEqual([{ status: 'active' }]);

    // The queue lived in billing's own Redis, never in the gateway's.
    expect((await queueKeys(billingRedis.url)).length).toBeGreaterThan(0);
    expect(await queueKeys(system.redisUrl)).toEqual([]);
  });
});
