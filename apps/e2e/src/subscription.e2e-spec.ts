import {
  MINIMUM_TERM_MONTHS,
  PLAN_CATALOGUE,
  formatEuro,
  type ActivateBody,
  type PaymentDto,
  type SubscriptionDetailsResponse,
} from '@mpu/contracts';
import { APP_TEXTS, SUBSCRIPTION_TEXTS } from '@mpu/ui-texts';
import type { Locator, Page } from 'playwright-core';
import { describedBy, field, pathname, registerViaApi, uniqueUsername, waitForFocus } from './support/app';
import { e2eSuite, type E2eSession } from './support/browser';

const S = SUBSCRIPTION_TEXTS;
const D = S.details;
const H = APP_TEXTS.home;
const PLAN = PLAN_CATALOGUE.premium;
/** "49,00 €" as the order summary words it (the page formats with Intl, i.e. a no-break space). */
const PRICE = formatEuro(PLAN.amountCents);
/** A premium tile of the home screen and where it leads once unlocked (apps/web/src/features/home/home-tiles.ts). */
const TILE = { title: 'Promillerechner', href: '/calculator' } as const;
/** The test card as typed, digit by digit, and as the field shows it. */
const CARD_DIGITS = '4242424242424242';
const CARD_GROUPED = '4242 4242 4242 4242';
/** The full number in any spelling: plain, grouped by spaces or dashes. */
const FULL_CARD_NUMBER = /4242\D?4242\D?4242\D?4242/;
/** Two digits of a year ahead, so the expiry lies in the future whenever the suite runs. */
const EXPIRY_YEAR = String((new Date().getFullYear() + 4) % 100).padStart(2, '0');
/** The countdown of /payment-success (8 s) plus the checkout's 2 s redirect plus slack for a busy machine. */
const COUNTDOWN_HOME_TIMEOUT_MS = 30_000;

// Checkout redirect (2 s) and the payment-success countdown (8 s) are part of the scenario; with an axe check per
// step a busy machine needs more than the suite's default 60 s.
jest.setTimeout(120_000);

const { test } = e2eSuite('subscription');

/** Same text, whatever kind of space (Intl puts a no-break space before "€"). */
function normalized(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The `dd` of a fact of the subscription overview, by its `dt`. */
function fact(page: Page, term: string): Locator {
  return page
    .locator('.facts__row')
    .filter({ has: page.locator('dt').getByText(term, { exact: true }) })
    .locator('dd');
}

/** `TT.MM.JJJJ` as the page shows a date (de-DE in the browser's time zone, Europe/Berlin). */
const DATE_FORMAT = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Berlin',
});

/** Start + the minimum term in calendar months (UTC), on the month's last day when that is shorter. */
function commitmentEndOf(start: Date): Date {
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + MINIMUM_TERM_MONTHS);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** GET through the page's session (the same cookie jar as the page). */
async function apiGet<T>(session: E2eSession, path: string): Promise<T> {
  const response = await session.context.request.get(path);
  if (response.status() !== 200) throw new Error(`GET ${path}: HTTP ${response.status()}`);
  return (await response.json()) as T;
}

/**
 * Waits until billing-service has stored the first payment: it comes with Stripe's `invoice.paid` webhook, after
 * the activation answered. Polls the API the page itself reads, until the context's action timeout.
 */
async function waitForPayment(session: E2eSession): Promise<PaymentDto> {
  const until = Date.now() + 45_000;
  for (;;) {
    const payments = await apiGet<PaymentDto[]>(session, '/api/stripe/payments');
    const paid = payments.find((payment) => payment.status === 'paid');
    if (paid) return paid;
    if (Date.now() > until) throw new Error(`no paid payment stored: ${JSON.stringify(payments)}`);
    await session.page.waitForTimeout(100);
  }
}

/** Resolves with the next answer of the page's GET /api/stripe/subscription-details (e.g. its reload). */
function nextDetailsReload(page: Page) {
  return page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/stripe/subscription-details' &&
      response.request().method() === 'GET' &&
      response.status() === 200,
  );
}

/** Every request the page sends to the API, with its body, to see what of the card left the browser. */
function recordApiRequests(page: Page) {
  const sent: { method: string; path: string; url: string; body: string }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    sent.push({
      method: request.method(),
      path: url.pathname,
      url: request.url(),
      body: request.postData() ?? '',
    });
  });
  return sent;
}

describe('free user subscribes (test mode)', () => {
  test(
    'subscribes through the test checkout, gets premium, sees the payment, cancels within the minimum term and resumes',
    async (session) => {
      const { page, step } = session;
      const user = { username: uniqueUsername('abo'), password: 'geheim1' };
      await registerViaApi(session, user);
      const sent = recordApiRequests(page);

      await step('home with locked premium tiles', async () => {
        await page.goto('/');
        await page.getByRole('heading', { level: 1, name: H.greeting(user.username) }).waitFor();
        const tile = page.getByRole('group', { name: TILE.title, exact: true });
        await tile.waitFor();
        expect(await tile.getAttribute('data-locked')).toBe('true');
        expect(await tile.getByText(APP_TEXTS.premiumTile.badge, { exact: true }).isVisible()).toBe(true);
        expect(await page.getByRole('link', { name: TILE.title, exact: true }).count()).toBe(0);
        await tile.scrollIntoViewIfNeeded();
      });

      await step('plan page', async () => {
        await page
          .getByRole('group', { name: TILE.title, exact: true })
          .getByRole('button', { name: APP_TEXTS.premiumTile.unlock })
          .tap();
        await page.getByRole('heading', { level: 1, name: S.subscribe.title }).waitFor();
        expect(pathname(page)).toBe('/subscribe');
        // the note comes with the details (test mode), the form after them
        await page.getByRole('note').filter({ hasText: S.testMode }).waitFor();
        await page.getByRole('button', { name: S.subscribe.continueToTestCheckout, exact: true }).waitFor();
        expect(await page.getByRole('heading', { level: 2, name: PLAN.name }).isVisible()).toBe(true);
        expect(normalized(await page.locator('.plan-card__price').innerText())).toBe(
          `${PRICE} ${S.perMonth}`,
        );
        const summary = page.getByTestId('order-summary');
        expect(normalized(await summary.locator('.order-summary__price').innerText())).toBe(
          S.orderSummary(PLAN.name, PRICE),
        );
        expect(await summary.getByText(S.minimumTerm, { exact: true }).isVisible()).toBe(true);
        await summary.scrollIntoViewIfNeeded();
      });

      const terms = field(page, S.consents.terms);
      const withdrawal = field(page, S.consents.withdrawal);
      await step('continue without accepting the terms', async () => {
        await withdrawal.tap();
        expect(await withdrawal.isChecked()).toBe(true);
        await page.getByRole('button', { name: S.subscribe.continueToTestCheckout, exact: true }).tap();
        await waitForFocus(terms);
        expect(await terms.getAttribute('aria-invalid')).toBe('true');
        expect(await describedBy(terms)).toContain(S.consents.termsRequired);
        expect(await withdrawal.getAttribute('aria-invalid')).toBeNull();
        expect(await page.getByText(S.consents.withdrawalRequired).count()).toBe(0);
        expect(pathname(page)).toBe('/subscribe');
      });

      await step('test checkout', async () => {
        await terms.tap();
        // the message goes as soon as the box is ticked
        await page.getByText(S.consents.termsRequired).waitFor({ state: 'detached' });
        await page.getByRole('button', { name: S.subscribe.continueToTestCheckout, exact: true }).tap();
        await page.getByRole('heading', { level: 1, name: S.checkout.title }).waitFor();
        expect(pathname(page)).toBe(`/checkout/${PLAN.id}`);
        await page.getByRole('form', { name: S.checkout.cardLabel }).waitFor();
        // the consents ticked on the plan page come along
        expect(await field(page, S.consents.terms).isChecked()).toBe(true);
        expect(await field(page, S.consents.withdrawal).isChecked()).toBe(true);
        expect(normalized(await page.getByTestId('order-summary').innerText())).toContain(
          S.orderSummary(PLAN.name, PRICE),
        );
      });

      const cardNumber = field(page, S.checkout.cardNumber);
      const expiry = field(page, S.checkout.expiry);
      const cvc = field(page, S.checkout.cvc);
      const order = page.getByRole('button', { name: S.order, exact: true });
      await step('card number grouped by four, a bad expiry', async () => {
        await cardNumber.tap();
        await cardNumber.pressSequentially(CARD_DIGITS);
        expect(await cardNumber.inputValue()).toBe(CARD_GROUPED);
        await expiry.tap();
        await expiry.pressSequentially(`13${EXPIRY_YEAR}`);
        expect(await expiry.inputValue()).toBe(`13/${EXPIRY_YEAR}`);
        await cvc.tap();
        await cvc.pressSequentially('123');
        await order.tap();
        await waitForFocus(expiry);
        expect(await expiry.getAttribute('aria-invalid')).toBe('true');
        expect(await describedBy(expiry)).toBe(S.checkout.expiryFormat);
        expect(await cardNumber.getAttribute('aria-invalid')).toBeNull();
        expect(await cvc.getAttribute('aria-invalid')).toBeNull();
        expect(pathname(page)).toBe(`/checkout/${PLAN.id}`);
      });

      await step('order: please wait, then payment success', async () => {
        await expiry.fill('');
        await expiry.pressSequentially(`12${EXPIRY_YEAR}`);
        expect(await expiry.inputValue()).toBe(`12/${EXPIRY_YEAR}`);
        // the message goes once the expiry is valid (the form validates again after the first submit)
        await page.getByText(S.checkout.expiryFormat).waitFor({ state: 'detached' });
        const activated = page.waitForResponse(
          (response) => new URL(response.url()).pathname === '/api/stripe/activate-subscription',
        );
        await order.tap();
        // the double-submit guard holds the button from the request until 2 s after the success
        await page.getByRole('button', { name: S.pleaseWait, exact: true }).waitFor();
        expect((await activated).status()).toBe(200);
        await page.getByRole('status').getByText(S.checkout.successText, { exact: true }).first().waitFor();
        await page.waitForURL((url) => url.pathname === '/payment-success', {
          timeout: COUNTDOWN_HOME_TIMEOUT_MS,
        });
        await page.getByRole('heading', { level: 1, name: S.paymentSuccess.title }).waitFor();
        await page.getByRole('heading', { level: 2, name: S.paymentSuccess.heading }).waitFor();
        expect(
          await page.getByText(S.paymentSuccess.activePlan(PLAN.name), { exact: true }).isVisible(),
        ).toBe(true);
        const countdown = await page.locator('.countdown').innerText();
        const shown = Array.from({ length: 8 }, (_, index) => S.paymentSuccess.countdown(8 - index));
        expect(shown).toContain(countdown);
      });

      await step('countdown leads home, the premium tile is unlocked', async () => {
        await page.waitForURL((url) => url.pathname === '/', { timeout: COUNTDOWN_HOME_TIMEOUT_MS });
        await page.getByRole('heading', { level: 1, name: H.greeting(user.username) }).waitFor();
        const tile = page.getByRole('link', { name: TILE.title, exact: true });
        await tile.waitFor();
        expect(await tile.getAttribute('href')).toBe(TILE.href);
        expect(await tile.getAttribute('data-locked')).toBe('false');
        expect(await page.getByRole('group', { name: TILE.title, exact: true }).count()).toBe(0);
        expect(await page.locator('[data-locked="true"]').count()).toBe(0);
        expect(await page.getByRole('button', { name: APP_TEXTS.premiumTile.unlock }).count()).toBe(0);
        await tile.scrollIntoViewIfNeeded();
      });

      const payment = await waitForPayment(session);
      const details = await apiGet<SubscriptionDetailsResponse>(session, '/api/stripe/subscription-details');
      const startDate = details.subscription?.startDate ?? details.startDate;
      if (!startDate) throw new Error(`no start date: ${JSON.stringify(details)}`);
      const startShown = DATE_FORMAT.format(new Date(startDate));
      const commitmentEndShown = DATE_FORMAT.format(commitmentEndOf(new Date(startDate)));

      await step('subscription page: active, premium, the payment', async () => {
        await page.goto('/subscription');
        await page.getByRole('heading', { level: 1, name: D.title }).waitFor();
        const overview = page.getByRole('region', { name: D.overviewLabel });
        await overview.waitFor();
        expect(await page.getByRole('note').filter({ hasText: S.testMode }).isVisible()).toBe(true);
        const status = overview.locator('[data-status]');
        expect(await status.getAttribute('data-status')).toBe('active');
        expect(await status.innerText()).toBe(D.statusLabels.active);
        expect(await overview.getByText(D.premiumBadge, { exact: true }).isVisible()).toBe(true);
        expect(await fact(page, D.plan).innerText()).toBe(PLAN.name);
        expect(normalized(await fact(page, D.price).innerText())).toBe(`${PRICE} ${S.perMonth}`);
        expect(await fact(page, D.startDate).innerText()).toBe(startShown);
        expect(await fact(page, D.commitmentEnd).innerText()).toBe(commitmentEndShown);
        expect(await overview.getByRole('button', { name: D.cancel, exact: true }).isVisible()).toBe(true);

        const table = page.getByRole('table');
        const row = table.getByRole('row').filter({ hasText: D.paymentStatus.paid });
        await row.waitFor();
        expect(await table.getByRole('row').count()).toBe(2); // the header and the one payment
        const cells = await row.getByRole('cell').allInnerTexts();
        expect(cells[0]).toBe(DATE_FORMAT.format(new Date(payment.createdAt)));
        expect(normalized(cells[2]!)).toBe(PRICE);
        expect(cells[3]).toBe(D.paymentStatus.paid);
        await row.scrollIntoViewIfNeeded();
      });

      await step('cancel: active until the end of the minimum term', async () => {
        const overview = page.getByRole('region', { name: D.overviewLabel });
        await overview.getByRole('button', { name: D.cancel, exact: true }).tap();
        const dialog = page.getByRole('alertdialog', { name: D.cancelDialogTitle });
        await dialog.waitFor();
        expect(await dialog.getByText(D.cancelDialogText).isVisible()).toBe(true);
        // the safe choice has the focus
        await waitForFocus(dialog.getByRole('button', { name: D.cancelKeep, exact: true }));
        await session.checkAccessibility('cancel dialog');

        const cancelled = page.waitForResponse(
          (response) => new URL(response.url()).pathname === '/api/stripe/cancel-subscription',
        );
        // no other request reads the details meanwhile: the next one is the page's reload after the answer
        const reloaded = nextDetailsReload(page);
        await dialog.getByRole('button', { name: D.cancelConfirm, exact: true }).tap();
        expect((await cancelled).status()).toBe(200);
        await dialog.waitFor({ state: 'detached' });
        const note = overview.getByRole('status');
        await note.waitFor();
        expect(await note.innerText()).toBe(D.cancelledInTerm(commitmentEndShown));
        // the page reads the subscription again a moment later: the server's state, not only the answer
        await reloaded;
        const status = overview.locator('[data-status="active_until_commitment_end"]');
        await status.waitFor();
        expect(await status.innerText()).toBe(D.statusLabels.active_until_commitment_end);
        expect(await fact(page, D.activeUntil).innerText()).toBe(commitmentEndShown);
        expect(await overview.getByText(D.endsOn(commitmentEndShown), { exact: true }).isVisible()).toBe(
          true,
        );
        expect(await note.innerText()).toBe(D.cancelledInTerm(commitmentEndShown));
        // still premium until then
        expect(await overview.getByText(D.premiumBadge, { exact: true }).isVisible()).toBe(true);
        expect(await overview.getByRole('button', { name: D.cancel, exact: true }).count()).toBe(0);
        expect(await overview.getByRole('button', { name: D.resume, exact: true }).isVisible()).toBe(true);

        const after = await apiGet<SubscriptionDetailsResponse>(session, '/api/stripe/subscription-details');
        expect(after).toMatchObject({ cancelAtPeriodEnd: true, isCommitmentPeriod: true });
        expect(DATE_FORMAT.format(new Date(after.subscription!.activeUntil!))).toBe(commitmentEndShown);
      });

      await step('resume: the cancel button is back', async () => {
        const overview = page.getByRole('region', { name: D.overviewLabel });
        const resumed = page.waitForResponse(
          (response) => new URL(response.url()).pathname === '/api/stripe/resume-subscription',
        );
        const reloaded = nextDetailsReload(page);
        await overview.getByRole('button', { name: D.resume, exact: true }).tap();
        expect((await resumed).status()).toBe(200);
        await reloaded;
        const cancel = overview.getByRole('button', { name: D.cancel, exact: true });
        await cancel.waitFor();
        expect(await overview.locator('[data-status]').getAttribute('data-status')).toBe('active');
        expect(await overview.getByRole('button', { name: D.resume, exact: true }).count()).toBe(0);
        expect(await overview.getByRole('status').count()).toBe(0);
        expect(await fact(page, D.activeUntil).count()).toBe(0);

        const after = await apiGet<SubscriptionDetailsResponse>(session, '/api/stripe/subscription-details');
        expect(after).toMatchObject({
          isSubscribed: true,
          cancelAtPeriodEnd: false,
          isCommitmentPeriod: false,
        });
        await cancel.scrollIntoViewIfNeeded();
      });

      // Only the last four digits and the expiry went to the server (spec 3 §2.8), never the card number.
      const activation = sent.filter((request) => request.path === '/api/stripe/activate-subscription');
      expect(activation).toHaveLength(1);
      const body = JSON.parse(activation[0]!.body) as ActivateBody;
      expect(body.cardDetails).toEqual({
        last4: CARD_DIGITS.slice(-4),
        expMonth: 12,
        expYear: 2000 + Number(EXPIRY_YEAR),
      });
      const leaks = sent.filter((request) => FULL_CARD_NUMBER.test(request.body + request.url));
      expect(leaks).toEqual([]);
      expect(sent.some((request) => request.path === '/api/stripe/cancel-subscription')).toBe(true);
    },
    { id: 'checkout' },
  );
});
