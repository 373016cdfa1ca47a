// A local Stripe-compatible HTTP double for tests, the bench, e2e and `npm start` without Stripe keys
// (node:http and node:crypto only). Point the SDK at it:
//   new Stripe(key, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries })
//
// API (form bodies with indexed keys as the stripe SDK v23 sends them; errors in Stripe's shape):
//   POST /v1/customers · GET|POST /v1/customers/:id · POST /v1/payment_methods/:id/attach (test tokens
//   pm_card_visa, pm_card_mastercard, pm_card_chargeDeclined → 402) · GET /v1/payment_methods/:id
//   POST /v1/checkout/sessions · GET /v1/checkout/sessions/:id · GET /v1/prices/:id · GET /v1/invoices(/:id)
//   POST /v1/subscriptions · GET|POST|DELETE /v1/subscriptions/:id
//   POST /v1/subscription_schedules · GET /v1/subscription_schedules/:id       (`expand[n]` on every answer)
// Pages: GET /checkout/:id (the hosted test checkout; `?complete=1` completes it at once),
//   POST /checkout/:id/complete (completes it, 302 to success_url), GET /invoices/:id (hosted_invoice_url).
// Control: GET /__double/requests, GET /__double/events, POST /__double/reset, POST /__double/behaviour
//   ({ failNext: { path, status, method? }, webhookDelayMs, webhookUrl }), POST /__double/advance
//   ({ subscription, event: 'invoice.payment_failed' | 'renew' | 'end' }), POST /__double/resend ({ eventId }).
// Webhooks are signed like Stripe's (`Stripe-Signature: t=…,v1=…`), delivered one after another in order and
// retried with backoff on a non-2xx answer or a refused connection.
//
// As a process: `node tools/system/stripe-double.cjs --port 12111` prints `stripe-double listening on <url>`.
// Environment: STRIPE_DOUBLE_PORT, STRIPE_DOUBLE_HOST, STRIPE_WEBHOOK_URL, STRIPE_WEBHOOK_SECRET,
// STRIPE_DOUBLE_PRICES (JSON list of { id, unitAmount, name }).
const http = require('node:http');
const crypto = require('node:crypto');

const API_VERSION = '2026-10-28.endive';
const DEFAULT_PRICES = [
  { id: 'price_basic', unitAmount: 2900, name: 'MPU Basis' },
  { id: 'price_premium', unitAmount: 4900, name: 'MPU Premium' },
  { id: 'price_mpu_coach', unitAmount: 4900, name: 'MPU Coach' },
];
const TEST_CARDS = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_chargeDeclined: { declined: true },
};
/** Requests kept in the log (a long `npm start` must not grow it without end). */
const MAX_LOGGED = 1000;
const DEFAULT_BEHAVIOUR = Object.freeze({ failNext: null, webhookDelayMs: 0, webhookUrl: undefined });

const nowSeconds = () => Math.floor(Date.now() / 1000);
const newId = (prefix) => `${prefix}${crypto.randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const clone = (value) => JSON.parse(JSON.stringify(value));
const list = (data, url, hasMore = false) => ({ object: 'list', data, has_more: hasMore, url });
const nulls = (...keys) => Object.fromEntries(keys.map((key) => [key, null]));

/** The same time of day `months` calendar months after `seconds` (UTC). */
function addMonths(seconds, months) {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + months);
  return Math.floor(date.getTime() / 1000);
}

/** "a[b][0][c]=v" → { a: { b: [ { c: 'v' } ] } }; every value stays a string. */
function parseForm(str) {
  const out = {};
  for (const [rawKey, value] of new URLSearchParams(str)) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let cur = out;
    parts.forEach((p, i) => {
      if (i === parts.length - 1) cur[p] = value;
      else cur = cur[p] ??= /^\d+$/.test(parts[i + 1]) ? [] : {};
    });
  }
  return out;
}

// --- errors (thrown; the server answers `{ error: { type, code, param, message } }` with their status) ---

function stripeError(status, error) {
  return Object.assign(new Error(error.message), { httpStatus: status, body: { error } });
}
const invalid = (message, param = null, code = null, status = 400) =>
  stripeError(status, { type: 'invalid_request_error', code, param, message });
const missing = (kind, id, param) => invalid(`No such ${kind}: '${id}'`, param, 'resource_missing', 404);
const unknownUrl = (method, path) =>
  invalid(`Unrecognized request URL (${method}: ${path}).`, null, null, 404);
const cardDeclined = () =>
  stripeError(402, {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    param: '',
    message: 'Your card was declined.',
  });

function required(params, name) {
  if (params[name] === undefined || params[name] === '') {
    throw invalid(`Missing required param: ${name}.`, name, 'parameter_missing');
  }
  return params[name];
}

// --- state ---

/** Every Stripe object by id (prices seeded), events, the request log, behaviour, idempotency cache. */
function createState(options) {
  const state = {
    options,
    objects: new Map(),
    events: [],
    requests: [],
    idempotency: new Map(),
    /** Per checkout session id: what completing it subscribes to ({ price, quantity, metadata }). */
    checkout: new Map(),
    behaviour: { ...DEFAULT_BEHAVIOUR },
    deliveries: { queue: [], running: null, generation: 0, waits: new Set(), stopped: false },
  };
  seedPrices(state);
  return state;
}

function seedPrices(state) {
  for (const { id, unitAmount, name, currency } of state.options.prices || DEFAULT_PRICES) {
    state.objects.set(id, {
      id,
      object: 'price',
      active: true,
      currency: currency || 'eur',
      unit_amount: unitAmount,
      nickname: name || null,
      product: `prod_${id.replace(/^price_/, '')}`,
      recurring: { interval: 'month', interval_count: 1 },
      livemode: false,
    });
  }
}

function resetState(state) {
  for (const collection of [state.objects, state.idempotency, state.checkout]) collection.clear();
  state.events.length = 0;
  state.requests.length = 0;
  state.behaviour = { ...DEFAULT_BEHAVIOUR };
  stopDeliveries(state);
  seedPrices(state);
}

/** The object with this id and `object` type, else Stripe's 404. */
function find(state, type, id, param = 'id') {
  const found = state.objects.get(id);
  if (!found || found.object !== type) throw missing(type.replace(/_/g, ' '), id, param);
  return found;
}

/** Stores a new object: `{ id: <prefix…>, object, …fields, created, livemode: false }`. */
function create(state, prefix, object, fields) {
  const created = { id: newId(prefix), object, ...fields, created: nowSeconds(), livemode: false };
  state.objects.set(created.id, created);
  return created;
}

const baseUrl = (state) => `http://${state.host}:${state.port}`;

// --- events and webhook delivery ---

/** Records an event (a snapshot of `object`) and queues its delivery. */
function emit(state, type, object, previous) {
  const event = {
    id: newId('evt_'),
    object: 'event',
    api_version: API_VERSION,
    created: nowSeconds(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: previous ? { object: clone(object), previous_attributes: previous } : { object: clone(object) },
  };
  const record = { id: event.id, type, payload: JSON.stringify(event), deliveries: [], delivered: false };
  state.events.push(record);
  queueDelivery(state, record);
}

/** Sends `customer.subscription.updated` with the top-level fields that changed since `before`. */
function emitUpdated(state, before, subscription) {
  const previous = {};
  for (const key of Object.keys(subscription)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(subscription[key]))
      previous[key] = before[key] ?? null;
  }
  if (Object.keys(previous).length > 0) emit(state, 'customer.subscription.updated', subscription, previous);
}

function signature(secret, payload, t = nowSeconds()) {
  const v1 = crypto.createHmac('sha256', secret).update(`${t}.${payload}`, 'utf8').digest('hex');
  return `t=${t},v1=${v1}`;
}

function queueDelivery(state, record) {
  const deliveries = state.deliveries;
  deliveries.queue.push(record);
  if (deliveries.running) return;
  deliveries.running = drainDeliveries(state).finally(() => {
    deliveries.running = null;
  });
}

/** Delivers the queued events one after another, each with its retries, until the queue is empty. */
async function drainDeliveries(state) {
  const deliveries = state.deliveries;
  while (deliveries.queue.length > 0 && !deliveries.stopped) {
    await deliverWithRetries(state, deliveries.queue.shift(), deliveries.generation);
  }
}

/** Up to `webhookRetry.attempts` POSTs, retry n after baseDelayMs·2^(n-1); a reset gives up (new generation). */
async function deliverWithRetries(state, record, generation) {
  const { attempts = 4, baseDelayMs = 200 } = state.options.webhookRetry || {};
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const wait = attempt === 1 ? state.behaviour.webhookDelayMs : baseDelayMs * 2 ** (attempt - 2);
    if (wait > 0) await sleep(state, wait);
    const url = state.behaviour.webhookUrl || state.options.webhookUrl;
    if (state.deliveries.generation !== generation || !url) return;
    // sentAt: when the POST went out (ms since the epoch, sub-ms precision; comparable across processes
    // of this machine), e.g. for the bench's webhook → access figure; at: when its answer (or error) came.
    const sentAt = performance.timeOrigin + performance.now();
    const result = await postWebhook(url, state.options.webhookSecret, record.payload);
    record.deliveries.push({ attempt, sentAt, at: Date.now(), ...result });
    if (result.status >= 200 && result.status < 300) return void (record.delivered = true);
  }
}

/** One signed POST; resolves `{ status }` or `{ error }` (never rejects). */
function postWebhook(url, secret, payload) {
  return new Promise((resolve) => {
    const req = http.request(url, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        'stripe-signature': signature(secret, payload),
        connection: 'close',
      },
    });
    req.setTimeout(10_000, () => req.destroy(new Error('webhook timed out')));
    req.on('response', (res) => res.resume().on('end', () => resolve({ status: res.statusCode })));
    req.on('error', (error) => resolve({ error: error.message }));
    req.end(payload);
  });
}

/** A wait that stopDeliveries ends at once. */
function sleep(state, ms) {
  return new Promise((resolve) => {
    const wait = () => {
      clearTimeout(timer);
      state.deliveries.waits.delete(wait);
      resolve();
    };
    const timer = setTimeout(wait, ms);
    state.deliveries.waits.add(wait);
  });
}

/** Drops the queued deliveries and gives up the retries in progress. */
function stopDeliveries(state) {
  state.deliveries.generation += 1;
  state.deliveries.queue.length = 0;
  for (const wait of [...state.deliveries.waits]) wait();
}

// --- customers and payment methods ---

function createCustomer(state, params) {
  const defaultPaymentMethod = params.invoice_settings?.default_payment_method || null;
  return create(state, 'cus_', 'customer', {
    email: params.email || null,
    name: params.name || null,
    metadata: params.metadata || {},
    invoice_settings: { default_payment_method: defaultPaymentMethod },
  });
}

function updateCustomer(state, id, params) {
  const customer = find(state, 'customer', id);
  if (params.email !== undefined) customer.email = params.email || null;
  if (params.name !== undefined) customer.name = params.name || null;
  if (params.metadata) customer.metadata = { ...customer.metadata, ...params.metadata };
  const pm = params.invoice_settings?.default_payment_method;
  if (pm !== undefined) customer.invoice_settings.default_payment_method = pm || null;
  return customer;
}

/** A test token (`pm_card_visa`, …) becomes a new card `pm_…`; an existing `pm_…` is attached as it is. */
function attachPaymentMethod(state, id, params) {
  const customer = find(state, 'customer', required(params, 'customer'), 'customer').id;
  const existing = state.objects.get(id);
  if (existing && existing.object === 'payment_method') return Object.assign(existing, { customer });
  const card = TEST_CARDS[id];
  if (!card) throw missing('PaymentMethod', id, 'payment_method');
  if (card.declined) throw cardDeclined();
  const expiry = { exp_month: 12, exp_year: new Date().getUTCFullYear() + 3 };
  return create(state, 'pm_', 'payment_method', {
    type: 'card',
    customer,
    card: { brand: card.brand, last4: card.last4, ...expiry, funding: 'credit', country: 'DE' },
  });
}

// --- subscriptions and invoices ---

/** An active subscription of one price, its period now → now + 1 month. */
function newSubscription(state, { customer, price, quantity, paymentMethod, metadata, schedule }) {
  const subscription = create(state, 'sub_', 'subscription', {
    status: 'active',
    customer,
    ...nulls('cancel_at', 'canceled_at', 'ended_at', 'trial_end', 'latest_invoice'),
    cancel_at_period_end: false,
    default_payment_method: paymentMethod || null,
    metadata: metadata || {},
    schedule: schedule || null,
  });
  const start = subscription.created;
  const item = {
    id: newId('si_'),
    object: 'subscription_item',
    subscription: subscription.id,
    price,
    quantity,
  };
  const period = { current_period_start: start, current_period_end: addMonths(start, 1) };
  subscription.start_date = start;
  subscription.items = list(
    [{ ...item, ...period }],
    `/v1/subscription_items?subscription=${subscription.id}`,
  );
  return subscription;
}

/** An invoice for the subscription's current period, paid or (a failed payment) open; now its latest_invoice. */
function newInvoice(state, subscription, { paid, reason }) {
  const item = subscription.items.data[0];
  const amount = item.price.unit_amount * item.quantity;
  const now = nowSeconds();
  const invoice = create(state, 'in_', 'invoice', {
    status: paid ? 'paid' : 'open',
    customer: subscription.customer,
    currency: item.price.currency,
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    attempt_count: 1,
    billing_reason: reason,
    next_payment_attempt: paid ? null : now + 3 * 86_400,
    number: `DBL-${String(state.objects.size).padStart(5, '0')}`,
    period_start: now,
    period_end: now,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
  });
  invoice.hosted_invoice_url = `${baseUrl(state)}/invoices/${invoice.id}`;
  invoice.lines = list([invoiceLine(item, amount)], `/v1/invoices/${invoice.id}/lines`);
  subscription.latest_invoice = invoice.id;
  return invoice;
}

function invoiceLine(item, amount) {
  return {
    id: newId('il_'),
    object: 'line_item',
    amount,
    currency: item.price.currency,
    description: `${item.quantity} × ${item.price.nickname || item.price.id}`,
    period: { start: item.current_period_start, end: item.current_period_end },
    quantity: item.quantity,
    subscription: item.subscription,
    pricing: { type: 'price_details', price_details: { price: item.price.id, product: item.price.product } },
  };
}

/** A new subscription with its paid first invoice; `beforeEvents` runs before their two events are sent. */
function startSubscription(state, fields, beforeEvents = () => {}) {
  const subscription = newSubscription(state, fields);
  const invoice = newInvoice(state, subscription, { paid: true, reason: 'subscription_create' });
  beforeEvents(subscription);
  emit(state, 'customer.subscription.created', subscription);
  emit(state, 'invoice.paid', invoice);
  return subscription;
}

function createSubscription(state, params) {
  const customer = find(state, 'customer', required(params, 'customer'), 'customer');
  const item = (params.items || [])[0] || {};
  const price = find(state, 'price', item.price, 'items[0][price]');
  const paymentMethod = params.default_payment_method || customer.invoice_settings.default_payment_method;
  if (paymentMethod) find(state, 'payment_method', paymentMethod, 'default_payment_method');
  const quantity = Number(item.quantity || 1);
  const metadata = params.metadata;
  return startSubscription(state, { customer: customer.id, price, quantity, paymentMethod, metadata });
}

/** `cancel_at`: a timestamp, '' to unset, or 'max_period_end'/'min_period_end' (the current period's end). */
function cancelAtValue(subscription, value) {
  if (value === '') return null;
  if (/_period_end$/.test(value)) return subscription.items.data[0].current_period_end;
  return Number(value);
}

/** cancel_at, cancel_at_period_end, metadata, default_payment_method (proration_behavior is accepted). */
function updateSubscription(state, id, params) {
  const subscription = find(state, 'subscription', id);
  const before = clone(subscription);
  if (params.cancel_at !== undefined) subscription.cancel_at = cancelAtValue(subscription, params.cancel_at);
  if (params.cancel_at_period_end !== undefined) {
    subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
  }
  if (params.metadata) subscription.metadata = { ...subscription.metadata, ...params.metadata };
  const pm = params.default_payment_method;
  if (pm !== undefined) subscription.default_payment_method = pm || null;
  const pending = subscription.cancel_at !== null || subscription.cancel_at_period_end;
  subscription.canceled_at = pending ? before.canceled_at || nowSeconds() : null;
  emitUpdated(state, before, subscription);
  return subscription;
}

function cancelSubscription(state, id, endedAt = nowSeconds()) {
  const subscription = find(state, 'subscription', id);
  if (subscription.status === 'canceled') return subscription;
  Object.assign(subscription, { status: 'canceled', ended_at: endedAt });
  subscription.canceled_at ??= endedAt;
  emit(state, 'customer.subscription.deleted', subscription);
  return subscription;
}

/** The next month starts: a new period and its invoice, paid or failed (→ past_due). */
function renewPeriod(state, subscription, paid) {
  const before = clone(subscription);
  const item = subscription.items.data[0];
  item.current_period_start = item.current_period_end;
  item.current_period_end = addMonths(item.current_period_start, 1);
  const invoice = newInvoice(state, subscription, { paid, reason: 'subscription_cycle' });
  subscription.status = paid ? 'active' : 'past_due';
  emit(state, paid ? 'invoice.paid' : 'invoice.payment_failed', invoice);
  emitUpdated(state, before, subscription);
}

/** A successful payment: settles the open invoice of a past_due subscription, else renews the period. */
function payOrRenew(state, subscription) {
  const open = state.objects.get(subscription.latest_invoice);
  if (!open || open.status !== 'open') return renewPeriod(state, subscription, true);
  const before = clone(subscription);
  Object.assign(open, { status: 'paid', amount_paid: open.amount_due, next_payment_attempt: null });
  open.attempt_count += 1;
  subscription.status = 'active';
  emit(state, 'invoice.paid', open);
  emitUpdated(state, before, subscription);
}

/** The end of a subscription whose cancel_at or cancel_at_period_end is due. */
function endSubscription(state, subscription) {
  const periodEnd = subscription.items.data[0].current_period_end;
  const due = subscription.cancel_at ?? (subscription.cancel_at_period_end ? periodEnd : null);
  if (due === null) throw invalid('The subscription has no cancellation due.', 'subscription');
  cancelSubscription(state, subscription.id, due);
}

/** POST /__double/advance: what time would bring for one subscription. */
function advance(state, { subscription: id, event }) {
  const subscription = find(state, 'subscription', id, 'subscription');
  if (event === 'invoice.payment_failed') renewPeriod(state, subscription, false);
  else if (event === 'renew') payOrRenew(state, subscription);
  else if (event === 'end') endSubscription(state, subscription);
  else throw invalid(`Unknown event: ${event}`, 'event');
  return subscription;
}

/** GET /v1/invoices: filters customer, subscription, status; newest first; limit and starting_after. */
function listInvoices(state, query) {
  const matches = (invoice) =>
    (!query.customer || invoice.customer === query.customer) &&
    (!query.status || invoice.status === query.status) &&
    (!query.subscription || invoice.parent.subscription_details.subscription === query.subscription);
  const all = [...state.objects.values()].filter((o) => o.object === 'invoice' && matches(o)).reverse();
  const after = query.starting_after ? all.findIndex((o) => o.id === query.starting_after) + 1 : 0;
  const limit = Number(query.limit || 10);
  return list(all.slice(after, after + limit), '/v1/invoices', all.length > after + limit);
}

// --- subscription schedules ---

/** Phases laid end to end from `start`: each ends at its end_date or after its duration (default 1 month). */
function schedulePhases(state, start, phases) {
  let phaseStart = start;
  return phases.map((phase, n) => {
    const items = (phase.items || []).map((item, i) => ({
      price: find(state, 'price', item.price, `phases[${n}][items][${i}][price]`).id,
      quantity: Number(item.quantity || 1),
    }));
    const { interval = 'month', interval_count: count = 1 } = phase.duration || {};
    const months = Number(count) * (interval === 'year' ? 12 : 1);
    const end = phase.end_date ? Number(phase.end_date) : addMonths(phaseStart, months);
    const built = { start_date: phaseStart, end_date: end, items, metadata: phase.metadata || {} };
    phaseStart = end;
    return built;
  });
}

/** Starting now (or earlier) it is active at once and starts its subscription, as Stripe does. */
function createSchedule(state, params) {
  const customer = find(state, 'customer', required(params, 'customer'), 'customer');
  const now = nowSeconds();
  const start = !params.start_date || params.start_date === 'now' ? now : Number(params.start_date);
  const phases = schedulePhases(state, start, params.phases || []);
  if (!phases[0]?.items[0])
    throw invalid('Missing required param: phases[0][items].', 'phases', 'parameter_missing');
  const schedule = create(state, 'sub_sched_', 'subscription_schedule', {
    status: start <= now ? 'active' : 'not_started',
    customer: customer.id,
    end_behavior: params.end_behavior || 'release',
    phases,
    ...nulls('subscription', 'released_subscription'),
    metadata: params.metadata || {},
  });
  if (schedule.status !== 'active') return schedule;
  const { price, quantity } = phases[0].items[0];
  const paymentMethod = customer.invoice_settings.default_payment_method;
  const fields = { customer: customer.id, price: find(state, 'price', price), quantity, paymentMethod };
  schedule.subscription = startSubscription(state, { ...fields, schedule: schedule.id }).id;
  return schedule;
}

/** The schedule with `current_phase` (the phase around now, while active). */
function viewSchedule(schedule) {
  const now = nowSeconds();
  const phase = schedule.phases.find((p) => p.start_date <= now && now < p.end_date);
  const active = schedule.status === 'active' && phase;
  return {
    ...schedule,
    current_phase: active ? { start_date: phase.start_date, end_date: phase.end_date } : null,
  };
}

// --- checkout ---

function createCheckoutSession(state, params) {
  const item = (params.line_items || [])[0] || {};
  const price = find(state, 'price', item.price, 'line_items[0][price]');
  if (params.customer) find(state, 'customer', params.customer, 'customer');
  required(params, 'success_url');
  const quantity = Number(item.quantity || 1);
  const session = create(state, 'cs_test_', 'checkout.session', {
    mode: params.mode || 'subscription',
    status: 'open',
    payment_status: 'unpaid',
    success_url: params.success_url,
    cancel_url: params.cancel_url || null,
    customer: params.customer || null,
    customer_email: params.customer_email || null,
    client_reference_id: params.client_reference_id || null,
    metadata: params.metadata || {},
    locale: params.locale || null,
    amount_total: price.unit_amount * quantity,
    currency: price.currency,
    subscription: null,
  });
  session.url = `${baseUrl(state)}/checkout/${session.id}`;
  const metadata = params.subscription_data?.metadata || {};
  state.checkout.set(session.id, { price: price.id, quantity, metadata });
  return session;
}

/** The customer pays with a Visa test card: sends session completed, subscription created, invoice paid. */
function completeCheckout(state, id) {
  const session = find(state, 'checkout.session', id);
  if (session.status !== 'open') return session;
  const customer = session.customer
    ? find(state, 'customer', session.customer)
    : createCustomer(state, { email: session.customer_email });
  const card = attachPaymentMethod(state, 'pm_card_visa', { customer: customer.id });
  const { price, quantity, metadata } = state.checkout.get(id);
  const fields = { customer: customer.id, price: find(state, 'price', price), quantity, metadata };
  startSubscription(state, { ...fields, paymentMethod: card.id }, (subscription) => {
    const paid = { status: 'complete', payment_status: 'paid', subscription: subscription.id };
    Object.assign(session, { ...paid, customer: customer.id });
    emit(state, 'checkout.session.completed', session);
  });
  return session;
}

const successUrl = (session) => session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
const euros = (cents) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;
const germanDate = (seconds) => new Date(seconds * 1000).toLocaleDateString('de-DE', { timeZone: 'UTC' });

function page(title, body) {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<p style="background:#fff3cd;padding:.5rem">Testmodus – es wird nichts abgebucht</p>${body}</body></html>`;
}

function checkoutPage(state, session) {
  const link = (href, text) => `<p><a href="${escapeHtml(href)}">${text}</a></p>`;
  if (session.status !== 'open')
    return page('Abgeschlossen', `<h1>Bereits bezahlt</h1>${link(successUrl(session), 'Weiter')}`);
  const price = state.objects.get(state.checkout.get(session.id).price);
  return page(
    'Testkasse',
    `<h1>${escapeHtml(price.nickname || price.id)}</h1><p>${euros(price.unit_amount)} pro Monat</p>
<p>Testkarte: Visa •••• 4242</p><form method="post" action="/checkout/${escapeHtml(session.id)}/complete">
<button type="submit">Zahlungspflichtig abonnieren</button></form>${session.cancel_url ? link(session.cancel_url, 'Zurück') : ''}`,
  );
}

function invoicePage(invoice) {
  const { description, period } = invoice.lines.data[0];
  return page(
    `Rechnung ${invoice.number}`,
    `<h1>Rechnung ${escapeHtml(invoice.number)}</h1><p>${escapeHtml(description)}</p>
<p>Zeitraum: ${germanDate(period.start)} – ${germanDate(period.end)}</p>
<p>Betrag: ${euros(invoice.amount_due)} (${escapeHtml(invoice.status)})</p>`,
  );
}

// --- HTTP ---

function sendJson(res, status, body, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req_'), ...headers });
  res.end(JSON.stringify(body));
}

function sendHtml(res, html) {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
}

/** A copy of the answer with its `expand[n]` paths ('subscription', 'latest_invoice', 'a.b') filled in. */
function expand(state, object, paths) {
  const copy = clone(object);
  for (const path of paths || []) {
    let target = copy;
    for (const key of path.split('.')) {
      if (!target || typeof target !== 'object') break;
      const id = target[key];
      if (typeof id === 'string' && state.objects.has(id)) target[key] = clone(state.objects.get(id));
      target = target[key];
    }
  }
  return copy;
}

/** The Stripe API: [method, path pattern, (state, params, ...ids from the path) → object]. */
const ID = '([^/]+)';
const ROUTES = [
  ['POST', '/v1/customers', (s, p) => createCustomer(s, p)],
  ['GET', `/v1/customers/${ID}`, (s, _p, id) => find(s, 'customer', id)],
  ['POST', `/v1/customers/${ID}`, (s, p, id) => updateCustomer(s, id, p)],
  ['POST', `/v1/payment_methods/${ID}/attach`, (s, p, id) => attachPaymentMethod(s, id, p)],
  ['GET', `/v1/payment_methods/${ID}`, (s, _p, id) => find(s, 'payment_method', id)],
  ['POST', '/v1/checkout/sessions', (s, p) => createCheckoutSession(s, p)],
  ['GET', `/v1/checkout/sessions/${ID}`, (s, _p, id) => find(s, 'checkout.session', id)],
  ['GET', `/v1/prices/${ID}`, (s, _p, id) => find(s, 'price', id)],
  ['GET', '/v1/invoices', (s, p) => listInvoices(s, p)],
  ['GET', `/v1/invoices/${ID}`, (s, _p, id) => find(s, 'invoice', id)],
  ['POST', '/v1/subscriptions', (s, p) => createSubscription(s, p)],
  ['GET', `/v1/subscriptions/${ID}`, (s, _p, id) => find(s, 'subscription', id)],
  ['POST', `/v1/subscriptions/${ID}`, (s, p, id) => updateSubscription(s, id, p)],
  ['DELETE', `/v1/subscriptions/${ID}`, (s, _p, id) => cancelSubscription(s, id)],
  ['POST', '/v1/subscription_schedules', (s, p) => viewSchedule(createSchedule(s, p))],
  [
    'GET',
    `/v1/subscription_schedules/${ID}`,
    (s, _p, id) => viewSchedule(find(s, 'subscription_schedule', id)),
  ],
].map(([method, path, handler]) => ({ method, pattern: new RegExp(`^${path}$`), handler }));

/** The `failNext` behaviour, used up by the first request it matches: 402 card_declined or a 5xx. */
function takeFailure(state, method, path) {
  const failure = state.behaviour.failNext;
  if (!failure || !path.startsWith(failure.path || '/v1/')) return null;
  if (failure.method && failure.method !== method) return null;
  state.behaviour.failNext = null;
  const status = Number(failure.status || 500);
  if (status === 402) return cardDeclined();
  return stripeError(status, { type: 'api_error', message: 'Simulated failure of the Stripe double.' });
}

/** A /v1 request: logged, authorised, maybe failed on purpose, replayed by Idempotency-Key, else routed. */
function handleApi(state, req, res, path, params) {
  const idempotencyKey = req.headers['idempotency-key'] || null;
  state.requests.push({ method: req.method, path, body: params, idempotencyKey });
  if (state.requests.length > MAX_LOGGED) state.requests.shift();
  if (!/^Bearer \S+/.test(req.headers.authorization || '')) {
    throw invalid('You did not provide an API key.', null, null, 401);
  }
  const failure = takeFailure(state, req.method, path);
  if (failure) throw failure;
  const cacheKey = req.method === 'POST' && idempotencyKey;
  if (cacheKey && state.idempotency.has(cacheKey))
    return replay(res, state.idempotency.get(cacheKey), params);
  const route = ROUTES.find(({ method, pattern }) => method === req.method && pattern.test(path));
  if (!route) throw unknownUrl(req.method, path);
  const ids = route.pattern.exec(path).slice(1).map(decodeURIComponent);
  const answer = expand(state, route.handler(state, params, ...ids), params.expand);
  if (cacheKey) state.idempotency.set(cacheKey, { params: JSON.stringify(params), answer });
  return sendJson(res, 200, answer);
}

/** The first answer again, or Stripe's idempotency_error when the parameters differ. */
function replay(res, cached, params) {
  if (cached.params !== JSON.stringify(params)) {
    const message =
      'Keys for idempotent requests can only be used with the same parameters they were first used with.';
    throw stripeError(400, { type: 'idempotency_error', message });
  }
  return sendJson(res, 200, cached.answer, { 'idempotent-replayed': 'true' });
}

/** GET /checkout/:id (?complete=1), POST /checkout/:id/complete, GET /invoices/:id. */
function handlePage(state, req, res, path, query) {
  const [, kind, id, action] = path.split('/');
  if (kind === 'invoices') return sendHtml(res, invoicePage(find(state, 'invoice', id)));
  const complete = (req.method === 'POST' && action === 'complete') || query.complete !== undefined;
  if (!complete) return sendHtml(res, checkoutPage(state, find(state, 'checkout.session', id)));
  res.writeHead(302, { location: successUrl(completeCheckout(state, id)) });
  res.end();
}

/** The /__double/* control endpoints (JSON bodies). */
function handleControl(state, req, res, path, raw) {
  const key = `${req.method} ${path}`;
  if (key === 'GET /__double/requests') return sendJson(res, 200, state.requests);
  if (key === 'GET /__double/events') return sendJson(res, 200, eventRecords(state));
  let body;
  try {
    body = JSON.parse(raw.toString('utf8') || '{}');
  } catch {
    throw invalid('invalid JSON');
  }
  if (key === 'POST /__double/reset') resetState(state);
  else if (key === 'POST /__double/behaviour') Object.assign(state.behaviour, body);
  else if (key === 'POST /__double/advance') return sendJson(res, 200, advance(state, body));
  else if (key === 'POST /__double/resend') resend(state, body.eventId);
  else throw unknownUrl(req.method, path);
  return sendJson(res, 200, { ok: true });
}

/** Queues another delivery of the same event, as a Stripe retry would. */
function resend(state, eventId) {
  const record = state.events.find((e) => e.id === eventId);
  if (!record) throw missing('event', eventId, 'eventId');
  queueDelivery(state, record);
}

/** The events sent, oldest first: { id, type, delivered, deliveries: [{ attempt, sentAt, at, status | error }], event }. */
function eventRecords(state) {
  return state.events.map(({ payload, ...record }) => ({ ...clone(record), event: JSON.parse(payload) }));
}

function route(state, req, res, raw) {
  const url = new URL(req.url || '/', 'http://double');
  const path = url.pathname;
  const query = parseForm(url.search.slice(1));
  if (path.startsWith('/v1/')) {
    return handleApi(state, req, res, path, { ...query, ...parseForm(raw.toString('utf8')) });
  }
  if (path.startsWith('/__double/')) return handleControl(state, req, res, path, raw);
  if (/^\/(checkout\/[^/]+(\/complete)?|invoices\/[^/]+)$/.test(path)) {
    return handlePage(state, req, res, path, query);
  }
  throw unknownUrl(req.method, path);
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Answers thrown Stripe errors in their shape; anything else is a 500 the SDK must not retry. */
function createServer(state) {
  return http.createServer((req, res) => {
    readBody(req)
      .then((raw) => route(state, req, res, raw))
      .catch((error) => {
        const status = error.httpStatus || 500;
        const body = error.body || { error: { type: 'api_error', message: String(error.message) } };
        sendJson(res, status, body, status >= 500 ? { 'stripe-should-retry': 'false' } : {});
      });
  });
}

/**
 * Starts the double (port 0 = a free port).
 * @param {{ port?: number, host?: string, webhookUrl?: string, webhookSecret: string,
 *   prices?: { id: string, unitAmount: number, name?: string, currency?: string }[],
 *   webhookRetry?: { attempts: number, baseDelayMs: number } }} options
 */
async function startStripeDouble(options) {
  const state = createState({ webhookSecret: 'whsec_stripe_double', ...options });
  const server = createServer(state);
  state.host = options.host || '127.0.0.1';
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port || 0, state.host, resolve);
  });
  state.port = server.address().port;
  return {
    url: baseUrl(state),
    host: state.host,
    port: state.port,
    requests: () => clone(state.requests),
    events: () => eventRecords(state),
    setBehaviour: (partial) => void Object.assign(state.behaviour, partial),
    advance: (subscription, event) => clone(advance(state, { subscription, event })),
    resend: (eventId) => resend(state, eventId),
    /** Completes a checkout session as its page's button does; returns the success_url to go to. */
    completeCheckout: (sessionId) => successUrl(completeCheckout(state, sessionId)),
    /** Resolves once every queued webhook has been delivered or given up. */
    idle: () => state.deliveries.running || Promise.resolve(),
    reset: () => resetState(state),
    stop: () => {
      state.deliveries.stopped = true;
      stopDeliveries(state);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

// --- as its own process ---

function processOptions(args, env) {
  const arg = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  return {
    port: Number(arg('--port') || env.STRIPE_DOUBLE_PORT || 12111),
    host: arg('--host') || env.STRIPE_DOUBLE_HOST || '127.0.0.1',
    webhookUrl: env.STRIPE_WEBHOOK_URL || undefined,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || 'whsec_stripe_double',
    prices: env.STRIPE_DOUBLE_PRICES ? JSON.parse(env.STRIPE_DOUBLE_PRICES) : DEFAULT_PRICES,
  };
}

function runAsProcess() {
  startStripeDouble(processOptions(process.argv.slice(2), process.env))
    .then((double) => {
      process.stdout.write(`stripe-double listening on ${double.url}\n`);
      const stop = () => double.stop().then(() => process.exit(0));
      process.on('SIGTERM', stop);
      process.on('SIGINT', stop);
    })
    .catch((error) => {
      process.stderr.write(`stripe-double failed to start: ${error.message}\n`);
      process.exit(1);
    });
}

if (require.main === module) runAsProcess();

module.exports = { startStripeDouble, parseForm, signature, API_VERSION, DEFAULT_PRICES };
