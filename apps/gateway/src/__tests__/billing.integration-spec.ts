import { randomUUID } from 'node:crypto';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { Client } from 'pg';
import Stripe from 'stripe';
import {
  BILLING_MESSAGES,
  COMMON_MESSAGES,
  EVENT_SUBJECTS,
  type PaymentDto,
  type SubscriptionChangedEvent,
  type SubscriptionDetailsResponse,
} from '@mpu/contracts';
import {
  ApiClient,
  startStripeDouble,
  startTestSystem,
  SYSTEM_START_TIMEOUT_MS,
  type StripeDouble,
  type TestSystem,
} from '@mpu/server-kit/testing';

/**
 * The money path of issue 13 end to end: the built system with real Postgres, Redis (BullMQ) and NATS, and
 * the Stripe double over HTTP through the real stripe SDK. Every wait is for something that happens (a
 * NATS change event, an event row marked processed, the double's deliveries), never for a fixed time.
 */
const WEBHOOK_SECRET = `whsec_it_${randomUUID().replace(/-/g, '')}`;
/** An article only subscribers may read: the premium gate. */
const PREMIUM_ROUTE = '/api/info/articles/addiction';

let system: TestSystem;
let double: StripeDouble;
let db: Client;
let nats: NatsConnection;
let ipCounter = 0;
const logLines: string[] = [];
const changeWaiters: { userId: string; resolve: () => void }[] = [];
const usernames: string[] = [];

function baseEnv(testMode: boolean): Record<string, string> {
  return {
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'info',
    STRIPE_SECRET_KEY: 'sk_test_double',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: double.url,
    STRIPE_MAX_NETWORK_RETRIES: '0',
    STRIPE_TIMEOUT_MS: '5000',
    BILLING_TEST_MODE: testMode ? 'true' : 'false',
    BILLING_QUEUE_PREFIX: `bull-it-${randomUUID()}`,
    BILLING_WORKER_LOCK_MS: '2000',
    BILLING_WORKER_STALLED_MS: '1000',
    BILLING_JOB_BACKOFF_MS: '100',
    PUBLIC_BASE_URL: 'http://app.test',
  };
}

beforeAll(async () => {
  double = await startStripeDouble({
    webhookSecret: WEBHOOK_SECRET,
    webhookRetry: { attempts: 6, baseDelayMs: 100 },
  });
  system = await startTestSystem({
    database: 'mpu_it_billing',
    redisIndex: 15,
    env: baseEnv(true),
    output: (line) => logLines.push(line),
  });
  double.setBehaviour({ webhookUrl: `${system.baseUrl}/api/stripe/webhook` });
  db = new Client({ connectionString: system.databaseUrl });
  await db.connect();
  nats = await connect({ servers: system.natsUrl });
  const codec = JSONCodec<SubscriptionChangedEvent>();
  nats.subscribe(EVENT_SUBJECTS.billing.subscriptionChanged, {
    callback: (_error, message) => {
      const { userId } = codec.decode(message.data);
      for (const waiter of changeWaiters.filter((w) => w.userId === userId)) {
        changeWaiters.splice(changeWaiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    },
  });
}, SYSTEM_START_TIMEOUT_MS);

let clientsOpen = true;
/** Closes the spec's own database and NATS connections (before the database is dropped for a new system). */
async function closeClients(): Promise<void> {
  if (!clientsOpen) return;
  clientsOpen = false;
  await nats?.close();
  await db?.end();
}

afterAll(async () => {
  await closeClients();
  await system?.teardown();
  await double?.stop();
});

/** Resolves on the next `billing.subscription.changed` for the user (register before the action). */
function nextChange(userId: string): Promise<void> {
  return new Promise((resolve) => changeWaiters.push({ userId, resolve }));
}

/** Waits for a condition the system reaches by itself (checked every 25 ms; the test's timeout bounds it). */
async function until<T>(check: () => Promise<T | null | undefined | false>): Promise<T> {
  for (;;) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Every webhook the double sent has been delivered and every stored event processed by the worker. */
async function settled(): Promise<void> {
  await double.idle();
  await until(async () => {
    const { rows } = await db.query<{ n: string }>(
      'SELECT count(*) AS n FROM billing.stripe_events WHERE processed_at IS NULL',
    );
    return rows[0]!.n === '0';
  });
}

async function newUser(prefix: string): Promise<{ api: ApiClient; userId: string }> {
  ipCounter += 1;
  const api = new ApiClient(system.baseUrl, { 'x-forwarded-for': `10.13.0.${ipCounter}` });
  const username = `${prefix}_${randomUUID().slice(0, 8)}@example.de`;
  usernames.push(username);
  const registered = await api.post('/api/register', { username, password: 'geheim123' });
  expect(registered.status).toBe(201);
  return { api, userId: String(registered.body?.id) };
}

async function subscriptionRow(userId: string) {
  const { rows } = await db.query<Record<string, unknown>>(
    'SELECT * FROM billing.subscriptions WHERE user_id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

const sessionIdOf = (url: string) => url.split('/').pop()!;
const stripeSubscription = (id: string) =>
  [...double.requests()].reverse().find((r) => r.path === `/v1/subscriptions/${id}`);

function signed(payload: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });
}

async function postWebhook(payload: string, signature?: string) {
  const response = await fetch(`${system.baseUrl}/api/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    body: payload,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

const eventCount = async () =>
  Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM billing.stripe_events')).rows[0]!.n);

/** The subscriber of the hosted-checkout flow, shared by the tests that follow it. */
let subscriber: { api: ApiClient; userId: string; subscriptionId: string };

describe('hosted checkout → webhook → access', () => {
  it('opens the premium gate as soon as the checkout event is processed', async () => {
    const { api, userId } = await newUser('checkout');
    expect((await api.get(PREMIUM_ROUTE)).status).toBe(403); // the gateway now caches "inactive"

    const key = randomUUID();
    const created = await api.post(
      '/api/stripe/create-checkout-session',
      { productId: 'premium', withdrawalConsent: true },
      { 'idempotency-key': key },
    );
    expect(created.status).toBe(200);
    expect(created.headers.get('cache-control')).toContain('no-store');
    const url = String(created.body?.url);
    expect(url.startsWith(`${double.url}/checkout/cs_test_`)).toBe(true);
    const again = await api.post(
      '/api/stripe/create-checkout-session',
      { productId: 'premium', withdrawalConsent: true },
      { 'idempotency-key': key },
    );
    expect(again.body?.url).toBe(url);

    const sent = double.requests().filter((r) => r.path === '/v1/checkout/sessions');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({
      mode: 'subscription',
      client_reference_id: userId,
      locale: 'de',
      submit_type: 'subscribe',
      allowed_payment_method_types: ['card', 'sepa_debit', 'paypal'],
      line_items: [{ price: 'price_premium', quantity: '1' }],
    });
    const submitText = JSON.stringify(sent[0]!.body);
    expect(submitText).toContain('49,00 €');
    expect(submitText).toContain('Mindestlaufzeit 3 Monate');
    const { rows: consents } = await db.query(
      'SELECT withdrawal_consent_at FROM billing.checkouts WHERE user_id = $1',
      [userId],
    );
    expect(consents).toHaveLength(1);
    expect(consents[0].withdrawal_consent_at).toBeInstanceOf(Date);

    const sessionId = sessionIdOf(url);
    expect((await api.get(`/api/stripe/verify-session?session_id=${sessionId}`)).body).toMatchObject({
      success: false,
      planId: 'premium',
    });

    const changed = nextChange(userId);
    const successUrl = double.completeCheckout(sessionId);
    expect(successUrl).toBe(`http://app.test/payment-success?session_id=${sessionId}&plan=premium`);
    await changed;
    expect((await api.get(PREMIUM_ROUTE)).status).toBe(200);
    expect((await api.get('/api/stripe/subscription-status')).body).toEqual({
      active: true,
      subscriptionStatus: 'active',
      subscriptionTier: 'premium',
    });
    expect((await api.get(`/api/stripe/verify-session?session_id=${sessionId}`)).body).toEqual({
      success: true,
      planId: 'premium',
      error: null,
    });

    const stranger = await newUser('stranger');
    expect(await stranger.api.get(`/api/stripe/verify-session?session_id=${sessionId}`)).toMatchObject({
      status: 404,
      body: { message: BILLING_MESSAGES.sessionNotFound },
    });

    await settled();
    const details = (await api.get('/api/stripe/subscription-details'))
      .body as unknown as SubscriptionDetailsResponse;
    expect(details).toMatchObject({
      isSubscribed: true,
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: false,
      isCommitmentPeriod: false,
      testMode: true,
    });
    const sub = details.subscription!;
    expect(sub).toMatchObject({
      status: 'active',
      planId: 'premium',
      price: { unit_amount: 4900, currency: 'eur', interval: 'month' },
      paymentMethod: { brand: 'visa', last4: '4242' },
      cancelAt: null,
    });
    expect(sub.id).toMatch(/^sub_/);
    const start = new Date(sub.startDate!);
    const commitmentEnd = new Date(start);
    commitmentEnd.setUTCMonth(commitmentEnd.getUTCMonth() + 3);
    expect(Math.abs(new Date(sub.commitmentEnd!).getTime() - commitmentEnd.getTime())).toBeLessThan(
      4 * 86_400_000,
    );
    expect(sub.activeUntil).toBe(sub.currentPeriodEnd);

    const payments = (await api.get('/api/stripe/payments')).body as unknown as PaymentDto[];
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amount: 4900, currency: 'eur', status: 'paid' });
    expect(payments[0]!.invoiceUrl).toContain(`${double.url}/invoices/in_`);
    subscriber = { api, userId, subscriptionId: sub.id };
  });

  it('refuses a plan outside the catalogue and a missing withdrawal consent in German', async () => {
    const { api } = await newUser('badplan');
    expect(
      await api.post('/api/stripe/create-checkout-session', { productId: 'gold', withdrawalConsent: true }),
    ).toMatchObject({ status: 400, body: { message: BILLING_MESSAGES.unknownPlan } });
    expect(await api.post('/api/stripe/create-checkout-session', { productId: 'basic' })).toMatchObject({
      status: 400,
      body: { message: BILLING_MESSAGES.withdrawalConsentRequired },
    });
    expect(
      await new ApiClient(system.baseUrl).post('/api/stripe/create-checkout-session', {
        productId: 'basic',
        withdrawalConsent: true,
      }),
    ).toMatchObject({ status: 401 });
  });
});

describe('cancel and resume with the 3-month minimum term', () => {
  it('cancels at the commitment end inside the term and at the period end after it', async () => {
    const { api, userId, subscriptionId } = subscriber;
    const inside = await api.post('/api/stripe/cancel-subscription');
    expect(inside.status).toBe(200);
    const details = (await api.get('/api/stripe/subscription-details'))
      .body as unknown as SubscriptionDetailsResponse;
    expect(inside.body).toMatchObject({
      isCommitmentPeriod: true,
      activeUntil: details.subscription!.commitmentEnd,
      startDate: details.subscription!.startDate,
    });
    expect(details).toMatchObject({ cancelAtPeriodEnd: true, isCommitmentPeriod: true });
    expect(details.subscription!.activeUntil).toBe(details.subscription!.commitmentEnd);
    expect(stripeSubscription(subscriptionId)?.body).toMatchObject({
      cancel_at: String(Math.floor(new Date(details.subscription!.commitmentEnd!).getTime() / 1000)),
      proration_behavior: 'none',
    });
    expect((await api.get(PREMIUM_ROUTE)).status).toBe(200);
    expect(await api.post('/api/stripe/cancel-subscription')).toMatchObject({
      status: 409,
      body: { message: BILLING_MESSAGES.cancelAlreadyPending },
    });

    expect(await api.post('/api/stripe/resume-subscription')).toMatchObject({
      status: 200,
      body: { message: BILLING_MESSAGES.resumed },
    });
    expect(stripeSubscription(subscriptionId)?.body).toEqual({ cancel_at: '' });
    await settled();
    expect((await api.get('/api/stripe/subscription-details')).body).toMatchObject({
      cancelAtPeriodEnd: false,
      subscription: { cancelAt: null, cancelAtPeriodEnd: false },
    });
    expect(await api.post('/api/stripe/resume-subscription')).toMatchObject({ status: 409 });

    // Three months later: the minimum term is over.
    await db.query(
      `UPDATE billing.subscriptions SET commitment_end = now() - interval '1 day',
         start_date = now() - interval '3 months 1 day' WHERE user_id = $1`,
      [userId],
    );
    const after = await api.post('/api/stripe/cancel-subscription');
    const periodEnd = (
      (await api.get('/api/stripe/subscription-details')).body as unknown as SubscriptionDetailsResponse
    ).currentPeriodEnd;
    expect(after.body).toMatchObject({ isCommitmentPeriod: false, activeUntil: periodEnd });
    expect(stripeSubscription(subscriptionId)?.body).toEqual({ cancel_at_period_end: 'true' });
    await settled();
    expect((await subscriptionRow(userId))?.cancel_at_period_end).toBe(true);
    expect((await api.get(PREMIUM_ROUTE)).status).toBe(200);

    await api.post('/api/stripe/resume-subscription');
    expect(stripeSubscription(subscriptionId)?.body).toEqual({ cancel_at_period_end: 'false' });
    await settled();
    expect((await subscriptionRow(userId))?.cancel_at_period_end).toBe(false);
  });
});

describe('renewals, failures and the end', () => {
  it('marks a failed payment past_due (access kept), a paid retry active, and closes the gate at the end', async () => {
    const { api, userId, subscriptionId } = subscriber;
    let changed = nextChange(userId);
    double.advance(subscriptionId, 'invoice.payment_failed');
    await changed;
    expect((await api.get('/api/stripe/subscription-status')).body).toMatchObject({
      active: true,
      subscriptionStatus: 'past_due',
    });
    await settled();
    const payments = (await api.get('/api/stripe/payments')).body as unknown as PaymentDto[];
    expect(payments.map((p) => p.status).sort()).toEqual(['failed', 'paid']);

    changed = nextChange(userId);
    double.advance(subscriptionId, 'renew');
    await changed;
    await settled();
    expect((await subscriptionRow(userId))?.status).toBe('active');
    expect(
      ((await api.get('/api/stripe/payments')).body as unknown as PaymentDto[]).map((p) => p.status).sort(),
    ).toEqual(['paid', 'paid']);

    await api.post('/api/stripe/cancel-subscription');
    await settled();
    expect((await api.get(PREMIUM_ROUTE)).status).toBe(200);
    changed = nextChange(userId);
    double.advance(subscriptionId, 'end');
    await changed;
    expect((await api.get(PREMIUM_ROUTE)).status).toBe(403);
    expect((await api.get('/api/stripe/subscription-status')).body).toMatchObject({
      active: false,
      subscriptionStatus: 'canceled',
    });
  });
});

describe('webhook signatures, replays and strangers', () => {
  it('refuses a bad, missing or old signature with a German 400 and stores nothing', async () => {
    await settled();
    const before = await eventCount();
    const payload = JSON.stringify({
      id: `evt_forged_${randomUUID()}`,
      object: 'event',
      type: 'invoice.paid',
      created: 1,
      data: { object: {} },
    });
    const wrong = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    expect(await postWebhook(payload, wrong)).toMatchObject({
      status: 400,
      body: { message: BILLING_MESSAGES.invalidSignature },
    });
    expect(await postWebhook(payload)).toMatchObject({ status: 400 });
    expect(await postWebhook(`${payload} `, signed(payload))).toMatchObject({ status: 400 });
    const old = signed(payload, Math.floor(Date.now() / 1000) - 600);
    expect(await postWebhook(payload, old)).toMatchObject({
      status: 400,
      body: { message: BILLING_MESSAGES.invalidSignature },
    });
    expect(await eventCount()).toBe(before);
  });

  it('processes a delivered event once, however often it comes again', async () => {
    const record = double.events().find((e) => e.type === 'invoice.paid' && e.delivered)!;
    const { rows } = await db.query<{ processed_at: Date }>(
      'SELECT processed_at FROM billing.stripe_events WHERE id = $1',
      [record.id],
    );
    const paymentsBefore = (await db.query('SELECT * FROM billing.payments ORDER BY stripe_invoice_id')).rows;
    double.resend(record.id);
    await double.idle();
    const raw = JSON.stringify(record.event);
    expect(await postWebhook(raw, signed(raw))).toMatchObject({ status: 200, body: { duplicate: true } });
    await settled();
    const { rows: after } = await db.query<{ processed_at: Date }>(
      'SELECT processed_at FROM billing.stripe_events WHERE id = $1',
      [record.id],
    );
    expect(after[0]!.processed_at).toEqual(rows[0]!.processed_at);
    expect((await db.query('SELECT * FROM billing.payments ORDER BY stripe_invoice_id')).rows).toEqual(
      paymentsBefore,
    );
  });

  it('keeps no event body once it has been applied (checkout events name the customer)', async () => {
    await settled();
    const { rows } = await db.query<{ processed: string; with_body: string }>(
      `SELECT count(*) FILTER (WHERE processed_at IS NOT NULL) AS processed,
              count(*) FILTER (WHERE processed_at IS NOT NULL AND payload IS NOT NULL) AS with_body
         FROM billing.stripe_events`,
    );
    expect(Number(rows[0]!.processed)).toBeGreaterThan(0);
    expect(Number(rows[0]!.with_body)).toBe(0);
  });

  it('acknowledges and ignores an event for a customer that is not ours', async () => {
    const id = `evt_stranger_${randomUUID().replace(/-/g, '')}`;
    const payload = JSON.stringify({
      id,
      object: 'event',
      type: 'customer.subscription.updated',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: { id: 'sub_unknown', object: 'subscription', customer: 'cus_unknown', status: 'active' },
      },
    });
    expect(await postWebhook(payload, signed(payload))).toMatchObject({ status: 200 });
    await settled();
    const { rows } = await db.query('SELECT outcome FROM billing.stripe_events WHERE id = $1', [id]);
    expect(rows[0]).toEqual({ outcome: 'ignored-unknown-customer' });
    expect(
      (await db.query("SELECT 1 FROM billing.subscriptions WHERE stripe_subscription_id = 'sub_unknown'"))
        .rows,
    ).toEqual([]);
  });
});

describe('test mode (BILLING_TEST_MODE=true)', () => {
  it('activates a subscription through Stripe test mode and runs the schedule test page', async () => {
    const { api, userId } = await newUser('testcard');
    const changed = nextChange(userId);
    const activated = await api.post('/api/stripe/activate-subscription', {
      planId: 'basic',
      testMode: true,
      cardDetails: { last4: '4242', expMonth: 12, expYear: 2031 },
      withdrawalConsent: true,
    });
    expect(activated).toMatchObject({
      status: 200,
      body: { success: true, planId: 'basic', subscriptionStatus: 'active' },
    });
    await changed;
    expect((await api.get(PREMIUM_ROUTE)).status).toBe(200);
    expect(double.requests().some((r) => r.path === '/v1/payment_methods/pm_card_visa/attach')).toBe(true);
    expect(JSON.stringify(double.requests())).not.toContain('2031');

    const created = await api.post('/api/stripe-test/create-test-subscription-schedule', {
      planId: 'premium',
    });
    expect(created.status).toBe(200);
    const schedule = created.body?.schedule as {
      id: string;
      status: string;
      phases: { iterations: number }[];
    };
    expect(schedule).toMatchObject({ status: 'not_started', currentPhase: null });
    expect(schedule.phases.map((p) => p.iterations)).toEqual([3, 1]);
    expect((await api.get(`/api/stripe-test/schedule/${schedule.id}`)).body).toEqual({ schedule });
    const stranger = await newUser('schedulestranger');
    expect((await stranger.api.get(`/api/stripe-test/schedule/${schedule.id}`)).status).toBe(404);
    await settled();
  });
});

describe('billing-service down', () => {
  it('answers the German 503, lets Stripe retry the webhook and loses no event after recovery', async () => {
    const { api, userId } = await newUser('outage');
    const created = await api.post('/api/stripe/create-checkout-session', {
      productId: 'mpu_coach',
      withdrawalConsent: true,
    });
    const sessionId = sessionIdOf(String(created.body?.url));
    await settled();
    const eventsBefore = double.events().length;

    await system.stopApp('billing-service');
    try {
      expect(await api.get('/api/stripe/subscription-details')).toMatchObject({
        status: 503,
        body: { message: COMMON_MESSAGES.serviceUnavailable },
      });
      double.completeCheckout(sessionId);
      await double.idle();
      const sent = double.events().slice(eventsBefore);
      expect(sent.length).toBeGreaterThanOrEqual(3);
      for (const record of sent) {
        expect(record.delivered).toBe(false);
        expect(record.deliveries.every((d) => d.status === 503)).toBe(true);
      }
    } finally {
      await system.startApp('billing-service');
    }

    const changed = nextChange(userId);
    for (const record of double.events().slice(eventsBefore)) double.resend(record.id);
    await changed;
    expect((await api.get(PREMIUM_ROUTE)).status).toBe(200);
    await settled();
    expect((await subscriptionRow(userId))?.tier).toBe('mpu_coach');
  });
});

describe('a worker killed mid-job', () => {
  it('runs the job again in the next worker: the payment is stored once', async () => {
    const { api, userId } = await newUser('killed');
    // Holds the worker inside the invoice.paid job: its INSERT into billing.payments waits for this lock.
    const blocker = new Client({ connectionString: system.databaseUrl });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE billing.payments IN ACCESS EXCLUSIVE MODE');
    try {
      await api.post('/api/stripe/activate-subscription', {
        planId: 'premium',
        testMode: true,
        cardDetails: { last4: '4242', expMonth: 1, expYear: 2030 },
        withdrawalConsent: true,
      });
      await double.idle();
      await until(async () => {
        const { rows } = await db.query(
          `SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%billing%payments%'`,
        );
        return rows.length > 0;
      });
      system.signalApp('billing-service', 'SIGKILL');
      await system.stopApp('billing-service');
    } finally {
      await blocker.query('COMMIT');
      await blocker.end();
    }
    const { rows: before } = await db.query('SELECT 1 FROM billing.payments WHERE user_id = $1', [userId]);
    expect(before).toEqual([]);
    await system.startApp('billing-service');
    await settled();
    const { rows } = await db.query('SELECT status FROM billing.payments WHERE user_id = $1', [userId]);
    expect(rows).toEqual([{ status: 'paid' }]);
  });
});

describe('logs', () => {
  it('never hold the webhook secret, the API key, a webhook body or a user e-mail', () => {
    const joined = logLines.join('\n');
    expect(joined).not.toContain(WEBHOOK_SECRET);
    expect(joined).not.toContain('sk_test_double');
    expect(joined).not.toContain('"object":"event"');
    for (const username of usernames) expect(joined).not.toContain(username);
  });
});

describe('without BILLING_TEST_MODE', () => {
  it(
    'answers 404 on the test-mode routes',
    async () => {
      await closeClients();
      await system.teardown();
      system = await startTestSystem({ database: 'mpu_it_billing', redisIndex: 15, env: baseEnv(false) });
      const { api } = await newUser('livemode');
      expect(
        await api.post('/api/stripe/activate-subscription', {
          planId: 'basic',
          testMode: true,
          cardDetails: { last4: '4242', expMonth: 12, expYear: 2031 },
          withdrawalConsent: true,
        }),
      ).toMatchObject({ status: 404, body: { message: COMMON_MESSAGES.notFound } });
      expect(
        (await api.post('/api/stripe-test/create-test-subscription-schedule', { planId: 'basic' })).status,
      ).toBe(404);
      expect((await api.get('/api/stripe-test/schedule/sub_sched_abc')).status).toBe(404);
      expect(
        ((await api.get('/api/stripe/subscription-details')).body as unknown as SubscriptionDetailsResponse)
          .testMode,
      ).toBe(false);
    },
    SYSTEM_START_TIMEOUT_MS,
  );
});
