import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Stripe from 'stripe';
import { countArrivals, type Arrivals } from './arrivals';
import { startStripeDouble, STRIPE_DOUBLE_API_VERSION, type StripeDouble } from './stripe-double';

const SECRET = 'whsec_double_spec';

interface Delivery {
  raw: string;
  signature: string;
  userAgent: string;
  contentType: string;
}

/** A webhook endpoint that keeps the raw bodies and answers what `answer` says (200 by default). */
async function startReceiver() {
  const receiver = {
    deliveries: [] as Delivery[],
    arrivals: countArrivals() as Arrivals,
    answer: (_index: number) => 200,
    url: '',
    reset() {
      receiver.deliveries = [];
      receiver.arrivals = countArrivals();
      receiver.answer = () => 200;
    },
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const index = receiver.deliveries.length;
      receiver.deliveries.push({
        raw: Buffer.concat(chunks).toString('utf8'),
        signature: String(req.headers['stripe-signature']),
        userAgent: String(req.headers['user-agent']),
        contentType: String(req.headers['content-type']),
      });
      res.writeHead(receiver.answer(index)).end();
      receiver.arrivals.arrived();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/stripe/webhook`;
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { receiver, stop };
}

let double: StripeDouble;
let stripe: Stripe;
let receiver: Awaited<ReturnType<typeof startReceiver>>['receiver'];
let stopReceiver: () => Promise<void>;

beforeAll(async () => {
  ({ receiver, stop: stopReceiver } = await startReceiver());
  double = await startStripeDouble({
    webhookUrl: receiver.url,
    webhookSecret: SECRET,
    prices: [
      { id: 'price_basic', unitAmount: 2900, name: 'MPU Basis' },
      { id: 'price_premium', unitAmount: 4900, name: 'MPU Premium' },
    ],
    webhookRetry: { attempts: 3, baseDelayMs: 1 },
  });
  stripe = new Stripe('sk_test_double', {
    host: double.host,
    port: double.port,
    protocol: 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  });
});

beforeEach(async () => {
  await double.idle();
  double.reset();
  receiver.reset();
});

afterAll(async () => {
  await double.stop();
  await stopReceiver();
});

const eventsReceived = () => receiver.deliveries.map((d) => JSON.parse(d.raw) as Stripe.Event);

async function subscribedCustomer() {
  const customer = await stripe.customers.create({ email: 'kunde@example.de', metadata: { userId: 'u1' } });
  const card = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
  const subscription = await stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: 'price_premium' }],
    default_payment_method: card.id,
    metadata: { userId: 'u1', planId: 'premium' },
    expand: ['latest_invoice'],
  });
  return { customer, card, subscription };
}

describe('stripe double, through the real stripe SDK', () => {
  it('creates and retrieves customers and checkout sessions, logging requests without the API key', async () => {
    const customer = await stripe.customers.create({ email: 'kunde@example.de', metadata: { userId: 'u1' } });
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: 'u1',
      line_items: [{ price: 'price_premium', quantity: 1 }],
      success_url: 'http://app.test/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app.test/subscribe',
      allowed_payment_method_types: ['card', 'sepa_debit', 'paypal'],
      locale: 'de',
      submit_type: 'subscribe',
      consent_collection: { terms_of_service: 'required' },
      metadata: { planId: 'premium' },
      subscription_data: { metadata: { userId: 'u1', planId: 'premium' } },
    };
    const session = await stripe.checkout.sessions.create(params, { idempotencyKey: 'checkout:u1:1' });
    expect(customer.id).toMatch(/^cus_/);
    expect(session).toMatchObject({ status: 'open', mode: 'subscription', customer: customer.id });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${double.url}/checkout/${session.id}`);

    const again = await stripe.checkout.sessions.retrieve(session.id);
    expect(again).toMatchObject({ id: session.id, client_reference_id: 'u1', subscription: null });
    const page = await (await fetch(session.url!)).text();
    expect(page).toContain('Testmodus – es wird nichts abgebucht');
    expect(page).toContain('Zahlungspflichtig abonnieren');
    expect(page).toContain('49,00 €');

    const logged = double.requests().find((r) => r.path === '/v1/checkout/sessions');
    expect(logged).toMatchObject({ method: 'POST', idempotencyKey: 'checkout:u1:1' });
    expect(logged!.body).toMatchObject({ line_items: [{ price: 'price_premium', quantity: '1' }] });
    expect(JSON.stringify(double.requests())).not.toContain('sk_test_double');
    const replayed = await stripe.checkout.sessions.create(params, { idempotencyKey: 'checkout:u1:1' });
    const conflict = stripe.checkout.sessions.create(
      { ...params, locale: 'en' },
      { idempotencyKey: 'checkout:u1:1' },
    );
    await expect(conflict).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(replayed.id).toBe(session.id);
  });

  it('completing the checkout sends three signed webhooks in order and redirects to success_url', async () => {
    const customer = await stripe.customers.create({ email: 'kunde@example.de' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: 'u1',
      line_items: [{ price: 'price_basic', quantity: 1 }],
      success_url: 'http://app.test/payment-success?session_id={CHECKOUT_SESSION_ID}',
      subscription_data: { metadata: { userId: 'u1', planId: 'basic' } },
    });

    const answer = await fetch(`${session.url}/complete`, { method: 'POST', redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(`http://app.test/payment-success?session_id=${session.id}`);
    await receiver.arrivals.reached(3);

    const events = receiver.deliveries.map((d) => stripe.webhooks.constructEvent(d.raw, d.signature, SECRET));
    expect(events.map((e) => e.type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    expect(receiver.deliveries[0]).toMatchObject({
      userAgent: 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      contentType: 'application/json; charset=utf-8',
    });
    const [completed, created, paid] = events;
    expect(completed).toMatchObject({
      api_version: STRIPE_DOUBLE_API_VERSION,
      livemode: false,
      object: 'event',
    });
    expect(completed.id).toMatch(/^evt_/);
    const sessionObject = completed.data.object as Stripe.Checkout.Session;
    expect(sessionObject).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: 'u1',
    });
    const subscription = created.data.object as Stripe.Subscription;
    expect(sessionObject.subscription).toBe(subscription.id);
    expect(subscription).toMatchObject({
      status: 'active',
      customer: customer.id,
      metadata: { planId: 'basic' },
    });
    const item = subscription.items.data[0];
    expect(item.price.id).toBe('price_basic');
    expect(item.current_period_end).toBeGreaterThan(item.current_period_start);
    const invoice = paid.data.object as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: 2900, currency: 'eur' });
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);
    expect(invoice.lines.data[0].period).toEqual({
      start: item.current_period_start,
      end: item.current_period_end,
    });
    expect((await fetch(invoice.hosted_invoice_url!)).status).toBe(200);

    const retrieved = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    const expanded = retrieved.subscription;
    expect(expanded && typeof expanded !== 'string' && expanded.id).toBe(subscription.id);
    expect(() =>
      stripe.webhooks.constructEvent(
        receiver.deliveries[0].raw,
        receiver.deliveries[0].signature,
        'whsec_other',
      ),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it('retries a delivery the receiver answered with 500: the same event id comes again', async () => {
    receiver.answer = (index) => (index === 0 ? 500 : 200);
    await subscribedCustomer();
    await receiver.arrivals.reached(3);
    const ids = eventsReceived().map((e) => e.id);
    expect(ids[1]).toBe(ids[0]);
    expect(eventsReceived().map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    const record = double.events()[0];
    expect(record.deliveries.map((d) => d.status)).toEqual([500, 200]);
    expect(record.delivered).toBe(true);

    double.resend(ids[0]);
    await receiver.arrivals.reached(4);
    expect(eventsReceived()[3].id).toBe(ids[0]);
  });

  it('updates cancel_at and cancel_at_period_end and unsets them, sending previous_attributes', async () => {
    const { subscription, card } = await subscribedCustomer();
    expect(card.id).toMatch(/^pm_/);
    expect(card.id).not.toBe('pm_card_visa');
    expect(card.card).toMatchObject({ brand: 'visa', last4: '4242' });
    const latest = subscription.latest_invoice;
    expect(latest && typeof latest !== 'string' && latest.status).toBe('paid');

    const end = subscription.items.data[0].current_period_start + 90 * 86_400;
    const scheduled = await stripe.subscriptions.update(subscription.id, {
      cancel_at: end,
      proration_behavior: 'none',
    });
    expect(scheduled.cancel_at).toBe(end);
    expect(scheduled.canceled_at).not.toBeNull();
    const unset = await stripe.subscriptions.update(subscription.id, { cancel_at: '' });
    expect(unset.cancel_at).toBeNull();
    const atPeriodEnd = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(atPeriodEnd.cancel_at_period_end).toBe(true);

    const withCard = await stripe.subscriptions.retrieve(subscription.id, {
      expand: ['default_payment_method'],
    });
    const pm = withCard.default_payment_method;
    expect(pm && typeof pm !== 'string' && pm.card?.last4).toBe('4242');

    await receiver.arrivals.reached(5);
    const updates = eventsReceived().filter((e) => e.type === 'customer.subscription.updated');
    expect(updates.map((e) => e.data.previous_attributes)).toEqual([
      { cancel_at: null, canceled_at: null },
      { cancel_at: end, canceled_at: scheduled.canceled_at },
      { cancel_at_period_end: false, canceled_at: null },
    ]);
  });

  it('lists invoices newest first with filters and pagination', async () => {
    const { customer, subscription } = await subscribedCustomer();
    double.advance(subscription.id, 'renew');
    double.advance(subscription.id, 'invoice.payment_failed');

    const firstPage = await stripe.invoices.list({ customer: customer.id, limit: 2 });
    expect(firstPage.data.map((i) => i.billing_reason)).toEqual(['subscription_cycle', 'subscription_cycle']);
    expect(firstPage.has_more).toBe(true);
    const all = await stripe.invoices
      .list({ subscription: subscription.id, limit: 2 })
      .autoPagingToArray({ limit: 10 });
    expect(all.map((i) => i.status)).toEqual(['open', 'paid', 'paid']);
    const paid = await stripe.invoices.list({ customer: customer.id, status: 'paid' });
    expect(paid.data).toHaveLength(2);
    expect(paid.data[0].lines.data[0].period.start).toBeGreaterThan(paid.data[1].lines.data[0].period.start);
    expect((await stripe.invoices.list({ customer: 'cus_other' })).data).toEqual([]);
  });

  it('creates and retrieves subscription schedules', async () => {
    const customer = await stripe.customers.create({ email: 'kunde@example.de' });
    const start = Math.floor(Date.now() / 1000) + 86_400;
    const later = await stripe.subscriptionSchedules.create({
      customer: customer.id,
      start_date: start,
      end_behavior: 'release',
      phases: [
        {
          items: [{ price: 'price_basic', quantity: 1 }],
          duration: { interval: 'month', interval_count: 3 },
        },
        {
          items: [{ price: 'price_premium', quantity: 1 }],
          duration: { interval: 'month', interval_count: 1 },
        },
      ],
    });
    expect(later).toMatchObject({ status: 'not_started', current_phase: null, subscription: null });
    expect(later.id).toMatch(/^sub_sched_/);
    expect(later.phases[0].start_date).toBe(start);
    expect(later.phases[1].start_date).toBe(later.phases[0].end_date);
    expect(later.phases[0].items[0].price).toBe('price_basic');
    expect((await stripe.subscriptionSchedules.retrieve(later.id)).phases).toEqual(later.phases);

    const now = await stripe.subscriptionSchedules.create({
      customer: customer.id,
      start_date: 'now',
      phases: [{ items: [{ price: 'price_basic' }], end_date: start + 86_400 }],
    });
    expect(now.status).toBe('active');
    expect(now.current_phase).toEqual({ start_date: now.phases[0].start_date, end_date: start + 86_400 });
    const subscription = await stripe.subscriptions.retrieve(now.subscription as string);
    expect(subscription.schedule).toBe(now.id);
  });

  it('answers unknown ids and routes with Stripe 404s and declined cards with a card error', async () => {
    const missing = await stripe.customers.retrieve('cus_missing').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({ code: 'resource_missing', statusCode: 404, param: 'id' });
    const customer = await stripe.customers.create({});
    const wrongPrice = await stripe.subscriptions
      .create({ customer: customer.id, items: [{ price: 'price_nope' }] })
      .catch((e: unknown) => e);
    expect(wrongPrice).toMatchObject({ type: 'StripeInvalidRequestError', param: 'items[0][price]' });

    const route = await fetch(`${double.url}/v1/nothing`, { headers: { authorization: 'Bearer sk_test' } });
    expect(route.status).toBe(404);
    expect(await route.json()).toMatchObject({
      error: { type: 'invalid_request_error', message: expect.any(String) },
    });

    const declined = await stripe.paymentMethods
      .attach('pm_card_chargeDeclined', { customer: customer.id })
      .catch((e: unknown) => e);
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(declined).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline' });
  });

  it('fails the next matching request once when told to', async () => {
    double.setBehaviour({ failNext: { path: '/v1/customers', status: 500 } });
    const failed = await stripe.customers.create({}).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(failed).toMatchObject({ statusCode: 500 });
    await expect(stripe.customers.create({})).resolves.toMatchObject({ object: 'customer' });
  });

  it('simulates a failed renewal, a paid retry and the end of a cancelled subscription', async () => {
    const { subscription } = await subscribedCustomer();
    const control = (body: object) =>
      fetch(`${double.url}/__double/advance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<Stripe.Subscription>);

    const pastDue = await control({ subscription: subscription.id, event: 'invoice.payment_failed' });
    expect(pastDue.status).toBe('past_due');
    expect(pastDue.items.data[0].current_period_start).toBe(subscription.items.data[0].current_period_end);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');
    double.advance(subscription.id, 'renew');
    await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(double.advance(subscription.id, 'end')).toMatchObject({ status: 'canceled' });

    await receiver.arrivals.reached(8);
    const received = eventsReceived();
    expect(received.map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'invoice.payment_failed',
      'customer.subscription.updated',
      'invoice.paid',
      'customer.subscription.updated',
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ]);
    expect(received[2].data.object).toMatchObject({ status: 'open', amount_paid: 0, attempt_count: 1 });
    expect(received[3].data.previous_attributes).toMatchObject({ status: 'active' });
    expect(received[5].data.previous_attributes).toMatchObject({ status: 'past_due' });
    const deleted = await stripe.subscriptions.cancel(subscription.id);
    expect(deleted.ended_at).toBe(pastDue.items.data[0].current_period_end);
  });

  it('runs as its own process and prints a ready line', async () => {
    const script = path.resolve(__dirname, '../../../../tools/system/stripe-double.cjs');
    const child = spawn(process.execPath, [script, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const line = await new Promise<string>((resolve) =>
        child.stdout.once('data', (d: Buffer) => resolve(String(d))),
      );
      expect(line).toMatch(/^stripe-double listening on http:\/\/127\.0\.0\.1:\d+\n$/);
      const url = line.trim().split(' ').pop()!;
      const price = await fetch(`${url}/v1/prices/price_mpu_coach`, {
        headers: { authorization: 'Bearer sk_test' },
      });
      expect(await price.json()).toMatchObject({ unit_amount: 4900, currency: 'eur' });
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  });
});
