import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import {
  CANCELLATION_MESSAGES,
  formatGermanDate,
  formatGermanDateTime,
  type SubscriptionDetailsResponse,
} from '@mpu/contracts';
import {
  ApiClient,
  startSmtpDouble,
  startStripeDouble,
  startTestSystem,
  SYSTEM_START_TIMEOUT_MS,
  type SmtpDouble,
  type StripeDouble,
  type TestSystem,
} from '@mpu/server-kit/testing';

/**
 * Issue 13's consumer-law e-mails and the § 312k cancellation declaration, end to end: the built system with
 * Postgres, Redis (BullMQ) and NATS, the Stripe double through the real stripe SDK and the SMTP double through
 * the real nodemailer. Every wait is for something that happens (a mail, a log line, a row), never a clock.
 */
const WEBHOOK_SECRET = `whsec_it_${randomUUID().replace(/-/g, '')}`;

let system: TestSystem;
let stripe: StripeDouble;
let smtp: SmtpDouble;
let db: Client;
let ipCounter = 0;
const logLines: string[] = [];
const addresses: string[] = [];

beforeAll(async () => {
  stripe = await startStripeDouble({
    webhookSecret: WEBHOOK_SECRET,
    webhookRetry: { attempts: 6, baseDelayMs: 100 },
  });
  smtp = await startSmtpDouble();
  system = await startTestSystem({
    database: 'mpu_it_billing_cancel',
    redisIndex: 2,
    env: {
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'debug',
      STRIPE_SECRET_KEY: 'sk_test_double',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      STRIPE_MAX_NETWORK_RETRIES: '0',
      STRIPE_TIMEOUT_MS: '5000',
      BILLING_TEST_MODE: 'true',
      BILLING_QUEUE_PREFIX: `bull-it-${randomUUID()}`,
      BILLING_JOB_BACKOFF_MS: '100',
      BILLING_MAIL_BACKOFF_MS: '1000',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'MPU Test <no-reply@mpu.test>',
      PUBLIC_BASE_URL: 'http://app.test',
    },
    output: (line) => logLines.push(line),
  });
  stripe.setBehaviour({ webhookUrl: `${system.baseUrl}/api/stripe/webhook` });
  db = new Client({ connectionString: system.databaseUrl });
  await db.connect();
}, SYSTEM_START_TIMEOUT_MS);

afterAll(async () => {
  await db?.end();
  await system?.teardown();
  await stripe?.stop();
  await smtp?.stop();
});

/** Waits for a condition the system reaches by itself (checked every 25 ms; the test's timeout bounds it). */
async function until<T>(
  check: () => Promise<T | null | undefined | false> | T | null | undefined | false,
): Promise<T> {
  for (;;) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function newAddress(prefix: string): string {
  const address = `${prefix}_${randomUUID().slice(0, 8)}@example.de`;
  addresses.push(address);
  return address;
}

function anonymous(): ApiClient {
  ipCounter += 1;
  return new ApiClient(system.baseUrl, { 'x-forwarded-for': `10.31.0.${ipCounter}` });
}

async function newUser(prefix: string): Promise<{ api: ApiClient; userId: string; email: string }> {
  const api = anonymous();
  const email = newAddress(prefix);
  const registered = await api.post('/api/register', { username: email, password: 'geheim123' });
  expect(registered.status).toBe(201);
  return { api, userId: String(registered.body?.id), email };
}

async function subscribedUser(prefix: string) {
  const user = await newUser(prefix);
  const activated = await user.api.post('/api/stripe/activate-subscription', {
    planId: 'premium',
    testMode: true,
    cardDetails: { last4: '4242', expMonth: 12, expYear: 2031 },
    withdrawalConsent: true,
  });
  expect(activated.body).toMatchObject({ success: true, subscriptionStatus: 'active' });
  const details = (await user.api.get('/api/stripe/subscription-details'))
    .body as unknown as SubscriptionDetailsResponse;
  return { ...user, details, subscriptionId: details.subscriptionId! };
}

async function requestRows(email: string) {
  const { rows } = await db.query<Record<string, unknown>>(
    'SELECT *, desired_date::text AS desired_day FROM billing.cancellation_requests WHERE email = $1 ORDER BY received_at',
    [email],
  );
  return rows;
}

const cancelAtSent = (subscriptionId: string) =>
  [...stripe.requests()]
    .reverse()
    .find((r) => r.path === `/v1/subscriptions/${subscriptionId}` && r.method === 'POST')?.body;

describe('order confirmation', () => {
  it('arrives after a hosted checkout became active, with price, term, withdrawal text and the consent time', async () => {
    const { api, userId, email } = await newUser('order');
    const created = await api.post('/api/stripe/create-checkout-session', {
      productId: 'premium',
      withdrawalConsent: true,
    });
    expect(created.status).toBe(200);
    stripe.completeCheckout(String(created.body?.url).split('/').pop()!);
    const mail = await smtp.waitForMail((m) => m.to.includes(email));
    const { rows } = await db.query<{ withdrawal_consent_at: Date }>(
      'SELECT withdrawal_consent_at FROM billing.checkouts WHERE user_id = $1',
      [userId],
    );
    expect(mail.from).toBe('no-reply@mpu.test');
    expect(mail.subject).toBe('Bestellbestätigung: MPU Premium');
    expect(mail.text).toContain('49,00 € pro Monat');
    expect(mail.text).toContain('Mindestlaufzeit: 3 Monate');
    expect(mail.text).toContain('14 Tagen');
    expect(mail.text).toContain('Widerrufsbelehrung');
    expect(mail.text).toContain('Muster-Widerrufsformular');
    expect(mail.text).toContain(
      `am ${formatGermanDateTime(rows[0]!.withdrawal_consent_at)} ausdrücklich verlangt`,
    );
  });

  it('is sent once for the test checkout too', async () => {
    const { email } = await subscribedUser('ordertest');
    await smtp.waitForMail((m) => m.to.includes(email) && m.subject.startsWith('Bestellbestätigung'));
  });
});

describe('§ 312k cancellation declaration', () => {
  it('signed in inside the term: prefill, Stripe cancel_at = commitment end, receipt with date and time', async () => {
    const { api, userId, details, subscriptionId } = await subscribedUser('signedin');
    const commitmentEnd = details.subscription!.commitmentEnd!;
    const prefill = await api.get('/api/cancellation-requests/prefill');
    expect(prefill.headers.get('cache-control')).toContain('no-store');
    expect(prefill.body).toMatchObject({
      subscription: {
        planId: 'premium',
        planName: 'MPU Premium',
        earliestEnd: commitmentEnd,
        cancellationPending: false,
      },
    });

    const receiptTo = newAddress('receipt');
    const answer = await api.post('/api/cancellation-requests', {
      name: 'Erika Muster',
      email: receiptTo,
      kind: 'ordinary',
      desiredDate: null,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'applied', activeUntil: commitmentEnd });
    expect(cancelAtSent(subscriptionId)).toMatchObject({
      cancel_at: String(Math.floor(new Date(commitmentEnd).getTime() / 1000)),
    });
    const [row] = await requestRows(receiptTo);
    expect(row).toMatchObject({ status: 'applied', user_id: userId, kind: 'ordinary', desired_day: null });
    expect((row!.effective_at as Date).toISOString()).toBe(commitmentEnd);

    const mail = await smtp.waitForMail((m) => m.to.includes(receiptTo));
    expect(mail.subject).toBe('Eingangsbestätigung deiner Kündigung');
    const receivedAt = new Date(String(answer.body?.receivedAt));
    expect(mail.text).toContain(`am ${formatGermanDateTime(receivedAt)} bei uns eingegangen`);
    expect(mail.text).toContain('Vertrag: MPU Premium');
    expect(mail.text).toContain('ordentliche Kündigung');
    expect(mail.text).toContain('zum nächstmöglichen Zeitpunkt');
    expect(mail.text).toContain(`wirksam zum ${formatGermanDate(new Date(commitmentEnd))}`);
  });

  it("signed out with the account's e-mail (other case): applied, and the answer reveals nothing", async () => {
    const { userId, email, subscriptionId } = await subscribedUser('signedout');
    const answer = await anonymous().post('/api/cancellation-requests', {
      name: 'Max Muster',
      email: email.toUpperCase(),
      subscription: 'Premium',
      kind: 'extraordinary',
      reason: 'Umzug ins Ausland',
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body ?? {}).sort()).toEqual(['message', 'receivedAt', 'status']);
    expect(answer.body).toMatchObject({ status: 'received', message: CANCELLATION_MESSAGES.received });
    const [row] = await requestRows(email.toUpperCase());
    expect(row).toMatchObject({
      status: 'applied',
      user_id: userId,
      kind: 'extraordinary',
      reason: 'Umzug ins Ausland',
    });
    expect(cancelAtSent(subscriptionId)).toHaveProperty('cancel_at');
    // The envelope's domain may come lower-cased (nodemailer normalises it).
    const mail = await smtp.waitForMail(
      (m) => m.subject.includes('Kündigung') && m.to.some((to) => to.toLowerCase() === email.toLowerCase()),
    );
    expect(mail.text).toContain('außerordentliche Kündigung');
    expect(mail.text).toContain('Vertrag: Premium');
  });

  it('an unknown e-mail: the same answer, stored unmatched, receipt sent', async () => {
    const stranger = newAddress('stranger');
    const answer = await anonymous().post('/api/cancellation-requests', {
      name: 'Niemand',
      email: stranger,
      kind: 'ordinary',
      desiredDate: '2099-12-31',
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body ?? {}).sort()).toEqual(['message', 'receivedAt', 'status']);
    expect(answer.body).toMatchObject({ status: 'received' });
    const [row] = await requestRows(stranger);
    expect(row).toMatchObject({ status: 'unmatched', user_id: null, desired_day: '2099-12-31' });
    const mail = await smtp.waitForMail((m) => m.to.includes(stranger));
    expect(mail.text).toContain('Gewünschter Zeitpunkt: 31.12.2099');
    expect(mail.text).toContain('gesondert');
  });

  it('a retried declaration (same Idempotency-Key) is stored once and answered with the first receipt', async () => {
    const { api, email, subscriptionId } = await subscribedUser('retry');
    const key = randomUUID();
    const body = { name: 'Rita Retry', email, kind: 'ordinary' };
    const first = await api.post('/api/cancellation-requests', body, { 'idempotency-key': key });
    const again = await api.post('/api/cancellation-requests', body, { 'idempotency-key': key });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(first.body).toMatchObject({ status: 'applied' });
    expect(await requestRows(email)).toHaveLength(1);
    await smtp.waitForMail((m) => m.to.includes(email) && m.subject.includes('Kündigung'));
    expect(cancelAtSent(subscriptionId)).toBeDefined();
    const other = await api.post('/api/cancellation-requests', body, { 'idempotency-key': randomUUID() });
    expect(other.status).toBe(200);
    expect(await requestRows(email)).toHaveLength(2);
  });

  it('an SMTP server that is down fails no request: the receipt arrives once it is back (job retry)', async () => {
    await smtp.stop();
    const address = newAddress('retry');
    const answer = await anonymous().post('/api/cancellation-requests', {
      name: 'Geduldig',
      email: address,
      kind: 'ordinary',
    });
    expect(answer.status).toBe(200);
    await until(() => logLines.some((line) => line.includes('Mail job cancellation-receipt failed (1/3)')));
    await smtp.start();
    const mail = await smtp.waitForMail((m) => m.to.includes(address));
    expect(mail.subject).toBe('Eingangsbestätigung deiner Kündigung');
  });

  it('refuses bad input with a German 400 and stores nothing', async () => {
    const api = anonymous();
    const email = newAddress('bad');
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'A', email: 'kein-at-zeichen', kind: 'ordinary' }, CANCELLATION_MESSAGES.invalidEmail],
      [{ name: '', email, kind: 'ordinary' }, CANCELLATION_MESSAGES.nameRequired],
      [{ name: 'A', email, kind: 'extraordinary' }, CANCELLATION_MESSAGES.reasonRequired],
      [{ name: 'A', email, kind: 'ordinary', desiredDate: '2020-01-01' }, CANCELLATION_MESSAGES.dateInPast],
      [{ name: 'A\u0007', email, kind: 'ordinary' }, CANCELLATION_MESSAGES.controlCharacters],
      [{ name: 'A\u0000', email, kind: 'ordinary' }, 'Die Eingabe enthält ungültige Zeichen.'],
    ];
    for (const [body, message] of cases) {
      const answer = await api.post('/api/cancellation-requests', body);
      expect({ body, status: answer.status, message: answer.body?.message }).toEqual({
        body,
        status: 400,
        message,
      });
    }
    expect(await requestRows(email)).toEqual([]);
    const { rows } = await db.query('SELECT 1 FROM billing.cancellation_requests WHERE email = $1', [
      'kein-at-zeichen',
    ]);
    expect(rows).toEqual([]);
  });

  it('refuses a cross-site post (CSRF applies: it is a browser form) and stores nothing', async () => {
    const email = newAddress('csrf');
    const crossSite = await anonymous().post(
      '/api/cancellation-requests',
      { name: 'A', email, kind: 'ordinary' },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    expect(await requestRows(email)).toEqual([]);
  });
});

describe('logs', () => {
  it('hold no e-mail address and no mail text', () => {
    const joined = logLines.join('\n');
    expect(joined).toMatch(/Mail .{0,4}cancellation-receipt.{0,4} sent/);
    for (const address of addresses) {
      expect(joined).not.toContain(address);
      expect(joined.toLowerCase()).not.toContain(address.toLowerCase());
    }
    for (const text of ['eingegangen', 'Widerrufsbelehrung', 'Erika Muster', 'Umzug ins Ausland']) {
      expect(joined).not.toContain(text);
    }
  });
});
