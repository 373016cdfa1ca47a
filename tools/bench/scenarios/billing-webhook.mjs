// Issue 13's figure: how soon after Stripe's webhook a new subscriber has premium access. For each of N
// fresh users: register, read the subscription status once (the gateway now caches "inactive", as after a
// visit to the plan page), create a hosted checkout and complete it on the Stripe double, which POSTs
// checkout.session.completed, customer.subscription.created and invoice.paid to the gateway's webhook.
// Measured: from the moment the double sent the first of the first two (its `sentAt`) to the moment the
// user's GET /api/stripe/subscription-status answers `active: true`. In between: gateway → NATS →
// billing-service (signature, INSERT, BullMQ job) → worker (Stripe read, transaction) →
// `billing.subscription.changed` → every gateway drops the user's cached status.
//
// The bench hears that NATS event too: once the user's has come it asks every 5 ms until the answer is
// active (the gateway may handle the event a moment after the bench); before, every 250 ms, so a lost event
// shows as the cache's 30 s instead of a hang. It never asks while the webhook is on its way: a status read
// that billing answers just before the change and the gateway caches just after the event would keep the
// old status for the cache's lifetime, an effect of the polling, not of the path measured.
//
// First BENCH_WEBHOOK_ALONE subscriptions one after another (the path's own latency), then the headline:
// BENCH_WEBHOOK_SUBSCRIPTIONS with BENCH_WEBHOOK_CONCURRENCY checkouts under way at any time, whose events
// queue up in billing's worker (concurrency 1, to keep the order of deliveries).
//
//   BENCH_WEBHOOK_SUBSCRIPTIONS=100  subscriptions of the headline figure (after 3 warm-up ones)
//   BENCH_WEBHOOK_CONCURRENCY=10     checkouts completed at the same time in it
//   BENCH_WEBHOOK_ALONE=20           subscriptions one at a time before it (0: none)
import { randomBytes } from 'node:crypto';
import { connect, JSONCodec } from 'nats';
import { describeCpu, findPids, startCpuMeter, sumProcesses } from '../lib/cpu.mjs';
import { registerUser } from '../lib/session.mjs';
import { BENCH_DATABASE } from '../lib/system.mjs';
import { percentile } from '../lib/stats.mjs';
import { sleep } from '../lib/timeout.mjs';

const SUBSCRIPTIONS = Math.max(1, Number(process.env.BENCH_WEBHOOK_SUBSCRIPTIONS ?? 100));
const CONCURRENCY = Math.max(1, Number(process.env.BENCH_WEBHOOK_CONCURRENCY ?? 10));
const ALONE = Math.max(0, Number(process.env.BENCH_WEBHOOK_ALONE ?? 20));
const WARM_UP = 3;
const TARGET_P95_MS = 1000;
/** EVENT_SUBJECTS.billing.subscriptionChanged of libs/contracts (payload `{ userId }`). */
const CHANGED_SUBJECT = 'billing.subscription.changed';
const FAST_POLL_MS = 5;
const SLOW_POLL_MS = 250;
/** Longer than the gateway's 30 s premium cache: a user still inactive by then never got access. */
const GIVE_UP_MS = 40_000;
/** Users registered at the same time while preparing (auth-service hashes each password). */
const REGISTER_CONCURRENCY = 4;

/** Wall-clock ms with sub-ms precision, comparable with the double's `sentAt` (another process). */
const now = () => performance.timeOrigin + performance.now();

/** Runs `fn` over `items`, `concurrency` at a time, in order of the list. */
async function eachLimited(items, concurrency, fn) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/** When the bench first heard `billing.subscription.changed` for each watched user. */
function listenForChanges(nats) {
  const codec = JSONCodec();
  const watched = new Map();
  nats.subscribe(CHANGED_SUBJECT, {
    callback: (error, message) => {
      if (error) return;
      const entry = watched.get(codec.decode(message.data)?.userId);
      if (entry && entry.at === null) {
        entry.at = now();
        entry.resolve();
      }
    },
  });
  return {
    /** Starts watching the user: `heard` resolves on their first change event, `at()` is its time or null. */
    watch(userId) {
      const entry = { at: null, resolve: () => undefined };
      const heard = new Promise((resolve) => (entry.resolve = resolve));
      watched.set(userId, entry);
      return { heard, at: () => entry.at };
    },
  };
}

async function subscriptionStatus(baseUrl, cookie) {
  const response = await fetch(`${baseUrl}/api/stripe/subscription-status`, { headers: { cookie } });
  if (response.status !== 200) {
    throw new Error(`GET /api/stripe/subscription-status: HTTP ${response.status} ${await response.text()}`);
  }
  return response.json();
}

/** A fresh user, signed in, with an open hosted checkout of the premium plan. */
async function prepareUser(baseUrl, username) {
  const { cookie, user } = await registerUser(baseUrl, username);
  const response = await fetch(`${baseUrl}/api/stripe/create-checkout-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify({ productId: 'premium', withdrawalConsent: true }),
  });
  if (response.status !== 200) {
    throw new Error(`create-checkout-session: HTTP ${response.status} ${await response.text()}`);
  }
  const { url } = await response.json();
  return { userId: String(user.id), cookie, url, sessionId: new URL(url).pathname.split('/').pop() };
}

/** Completes the user's checkout on the double; resolves once their status answers active. */
async function subscribe(baseUrl, changes, user) {
  if ((await subscriptionStatus(baseUrl, user.cookie)).active) {
    throw new Error(`user ${user.userId} is active before the checkout`);
  }
  const change = changes.watch(user.userId);
  const completed = await fetch(`${user.url}?complete=1`, { redirect: 'manual' });
  await completed.arrayBuffer();
  if (completed.status !== 302) throw new Error(`completing the checkout: HTTP ${completed.status}`);
  const giveUpAt = now() + GIVE_UP_MS;
  for (;;) {
    await (change.at() === null ? Promise.race([change.heard, sleep(SLOW_POLL_MS)]) : sleep(FAST_POLL_MS));
    const status = await subscriptionStatus(baseUrl, user.cookie);
    const answeredAt = now();
    if (status.active) return { ...user, accessAt: answeredAt, changeAt: change.at() };
    if (answeredAt > giveUpAt) {
      throw new Error(
        `no premium access ${GIVE_UP_MS / 1000} s after completing the checkout ` +
          `(${change.at() === null ? 'no' : 'a'} billing.subscription.changed heard): ${JSON.stringify(status)}`,
      );
    }
  }
}

/**
 * The first delivery attempt of the user's checkout.session.completed / customer.subscription.created
 * (whichever went out first), from the double's event log; null when none was sent.
 */
function firstAccessDelivery(records, sessionId) {
  const completed = records.find(
    (record) => record.type === 'checkout.session.completed' && record.event.data.object.id === sessionId,
  );
  const subscriptionId = completed?.event.data.object.subscription;
  const created = records.find(
    (record) =>
      record.type === 'customer.subscription.created' && record.event.data.object.id === subscriptionId,
  );
  const attempts = [completed, created]
    .filter(Boolean)
    .flatMap((record) => record.deliveries.map((delivery) => ({ ...delivery, type: record.type })))
    .filter((delivery) => typeof delivery.sentAt === 'number')
    .sort((a, b) => a.sentAt - b.sentAt);
  return attempts[0] ?? null;
}

/** Completes the users' checkouts, `concurrency` at a time; each user's times and session id. */
async function measure(baseUrl, changes, users, concurrency) {
  const results = [];
  await eachLimited(users, concurrency, async (user) => {
    results.push(await subscribe(baseUrl, changes, user));
  });
  return results;
}

/** The results against the double's event log: ms to access and to the change event, sorted. */
function timings(records, results) {
  const toAccess = [];
  const toChange = [];
  let retried = 0;
  const startedBy = { 'checkout.session.completed': 0, 'customer.subscription.created': 0 };
  for (const result of results) {
    const delivery = firstAccessDelivery(records, result.sessionId);
    if (!delivery) throw new Error(`no webhook delivery recorded for checkout ${result.sessionId}`);
    if (delivery.attempt !== 1 || !(delivery.status >= 200 && delivery.status < 300)) retried += 1;
    startedBy[delivery.type] += 1;
    toAccess.push(result.accessAt - delivery.sentAt);
    if (result.changeAt !== null) toChange.push(result.changeAt - delivery.sentAt);
  }
  toAccess.sort((a, b) => a - b);
  toChange.sort((a, b) => a - b);
  return { toAccess, toChange, retried, startedBy };
}

/**
 * The infrastructure this path uses, so its CPU does not count as "other processes": the Postgres backends
 * of the bench database (and the WAL writer), Redis, the private nats-server.
 */
function infrastructurePids(natsUrl) {
  const natsPort = new URL(natsUrl).port;
  const pids = findPids(
    (command) =>
      (command.startsWith('postgres:') &&
        (command.includes(` ${BENCH_DATABASE} `) || command.includes(': walwriter'))) ||
      command.startsWith('redis-server') ||
      (command.includes('nats-server') && command.includes(` -p ${natsPort} `)),
  );
  return Object.fromEntries(pids.map((pid) => [`infrastructure ${pid}`, pid]));
}

const ms = (value) => (value === undefined ? 'n/a' : `${value.toFixed(1)} ms`);

/** @type {import('../scenarios.mjs').Scenario} */
export default {
  name: 'billing-webhook',
  title: 'Billing webhook → access',
  measures: `ms from the Stripe double's checkout.session.completed webhook to GET /api/stripe/subscription-status answering active (p50/p95; ${SUBSCRIPTIONS} new subscribers, ${CONCURRENCY} at a time; ${ALONE} alone before)`,
  needsSystem: true,
  async setup(ctx) {
    const { baseUrl, env } = ctx.system;
    const nats = await connect({ servers: env.NATS_URL, name: 'bench billing-webhook' });
    ctx.onCleanup(() => nats.close());
    const changes = listenForChanges(nats);
    await nats.flush(); // the subscription is registered with the server before any checkout completes
    const started = Date.now();
    const run = randomBytes(4).toString('hex');
    const users = [];
    const usernames = Array.from(
      { length: WARM_UP + ALONE + SUBSCRIPTIONS },
      (_, index) => `bench.webhook.${run}.${index}@example.de`,
    );
    await eachLimited(usernames, REGISTER_CONCURRENCY, async (username) => {
      users.push(await prepareUser(baseUrl, username));
    });
    ctx.log(
      `  ${users.length} users registered, each with an open checkout (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    return { changes, users };
  },
  async run(ctx, { changes, users }) {
    const { baseUrl, children, stripe, env } = ctx.system;
    for (const user of users.slice(0, WARM_UP)) await subscribe(baseUrl, changes, user);
    const stopMeter = startCpuMeter({
      gateway: children.get('gateway').pid,
      'billing-service': children.get('billing-service').pid,
      'stripe-double': stripe.pid,
      bench: process.pid,
      ...infrastructurePids(env.NATS_URL),
    });
    const alone = await measure(baseUrl, changes, users.slice(WARM_UP, WARM_UP + ALONE), 1);
    const started = now();
    const together = await measure(baseUrl, changes, users.slice(WARM_UP + ALONE), CONCURRENCY);
    const seconds = (now() - started) / 1000;
    const cpu = describeCpu(
      sumProcesses(stopMeter(), 'infrastructure ', 'Postgres+Redis+NATS'),
      'billing-service',
      together.length / seconds,
    );

    const records = await stripe.events();
    const first = timings(records, alone);
    const main = timings(records, together);
    const webhooks = records.filter((record) => record.deliveries.length > 0);
    const failedAttempts = webhooks
      .flatMap((record) => record.deliveries)
      .filter((delivery) => !(delivery.status >= 200 && delivery.status < 300)).length;

    if (cpu.disturbed) {
      ctx.warn('other processes competed for the CPU during this run: its figures are unreliable');
    }
    const retried = first.retried + main.retried;
    if (retried > 0)
      ctx.warn(`${retried} of the measured webhooks needed a retry (clock from the first attempt)`);
    if (failedAttempts > 0) ctx.warn(`${failedAttempts} webhook deliveries were refused or failed`);
    const order = Object.entries(main.startedBy)
      .filter(([, count]) => count > 0)
      .map(([type, count]) => `${type} × ${count}`)
      .join(', ');
    const { toAccess, toChange } = main;
    return {
      data: { alone: first, together: main },
      notes: [
        `${together.length} subscriptions in ${seconds.toFixed(1)} s, ${CONCURRENCY} at a time, after ${WARM_UP} ` +
          `warm-up and ${alone.length} alone; clock from the double's first POST of ${order}`,
        `${webhooks.length} webhooks delivered in all (one at a time, as the double sends them); change event ` +
          `heard for ${toChange.length + first.toChange.length} of ${together.length + alone.length}`,
        cpu.note,
      ],
      metrics: [
        { label: 'webhook → access p50', value: percentile(toAccess, 50), unit: 'ms', digits: 1 },
        {
          label: 'webhook → access p95',
          value: percentile(toAccess, 95),
          unit: 'ms',
          digits: 1,
          target: { op: '<=', value: TARGET_P95_MS },
          note: `${CONCURRENCY} checkouts at a time`,
        },
        { label: 'webhook → access max', value: toAccess.at(-1), unit: 'ms', digits: 1 },
        {
          label: 'webhook → change event p95',
          value: toChange.length > 0 ? percentile(toChange, 95) : null,
          unit: 'ms',
          digits: 1,
          note: `billing.subscription.changed heard by the bench; p50 ${ms(percentile(toChange, 50))}`,
        },
        {
          label: 'one at a time: access p95',
          value: alone.length > 0 ? percentile(first.toAccess, 95) : null,
          unit: 'ms',
          digits: 1,
          note:
            alone.length > 0
              ? `${alone.length} checkouts one after another; p50 ${ms(percentile(first.toAccess, 50))}, ` +
                `max ${ms(first.toAccess.at(-1))}`
              : '(BENCH_WEBHOOK_ALONE=0)',
        },
      ],
    };
  },
};
