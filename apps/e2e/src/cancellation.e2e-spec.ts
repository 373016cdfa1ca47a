import { CANCELLATION_MESSAGES } from '@mpu/contracts';
import { APP_TEXTS, CANCELLATION_TEXTS, COMMON_TEXTS } from '@mpu/ui-texts';
import { describedBy, field, openEntry, pathname, registerViaApi, uniqueUsername } from './support/app';
import { e2eSuite } from './support/browser';
import { horizontalOverflow } from './support/layout';

const C = CANCELLATION_TEXTS;
const { test } = e2eSuite('cancellation');

/** "Eingegangen am TT.MM.JJJJ um HH:MM Uhr" (de-DE, Europe/Berlin, as the browser shows it). */
const RECEIVED_AT = /\d{2}\.\d{2}\.\d{4} um \d{2}:\d{2} Uhr/;

describe('cancellation button (§ 312k BGB)', () => {
  test('a signed-out visitor declares a cancellation and gets the receipt at once', async ({
    page,
    step,
  }) => {
    await step('link on the entry screen', async () => {
      await openEntry(page);
      await page.getByRole('link', { name: COMMON_TEXTS.cancelContracts, exact: true }).tap();
      await page.getByRole('heading', { level: 1, name: C.title }).waitFor();
      expect(pathname(page)).toBe('/kuendigen');
      expect((await horizontalOverflow(page)).offenders).toEqual([]);
    });

    await step('the form names what is missing', async () => {
      await page.getByRole('button', { name: C.submit, exact: true }).tap();
      const name = field(page, C.nameLabel);
      await page.waitForFunction(
        (node) => node?.getAttribute('aria-invalid') === 'true',
        await name.elementHandle(),
      );
      expect(await describedBy(name)).toContain(CANCELLATION_MESSAGES.nameRequired);
    });

    await step('receipt', async () => {
      await field(page, C.nameLabel).fill('Erika Mustermann');
      await field(page, C.emailLabel).fill(`${uniqueUsername('kuendigung')}@example.org`);
      await page.getByRole('button', { name: C.submit, exact: true }).tap();
      const receipt = page.getByRole('heading', { name: C.receipt.title });
      await receipt.waitFor();
      await page.getByText(C.receipt.received).waitFor();
      expect(await page.locator('main').innerText()).toMatch(RECEIVED_AT);
    });
  });

  test('a signed-in user finds the link on home and the form prefilled', async (session) => {
    const { page, step } = session;
    const email = `${uniqueUsername('abo')}@example.org`;
    await registerViaApi(session, { username: email, password: 'geheim1' });

    await step('link on home', async () => {
      await page.goto('/');
      await page
        .getByRole('heading', { level: 1, name: APP_TEXTS.home.greeting(email.split('@')[0]!) })
        .waitFor();
      await page.getByRole('link', { name: COMMON_TEXTS.cancelContracts, exact: true }).first().tap();
      await page.getByRole('heading', { level: 1, name: C.title }).waitFor();
      expect(pathname(page)).toBe('/kuendigen');
    });

    await step('prefilled and sent', async () => {
      const emailField = field(page, C.emailLabel);
      await page.waitForFunction(([node, value]) => (node as HTMLInputElement | null)?.value === value, [
        await emailField.elementHandle(),
        email,
      ] as const);
      await field(page, C.nameLabel).fill('Max Mustermann');
      await page.getByRole('button', { name: C.submit, exact: true }).tap();
      await page.getByRole('heading', { name: C.receipt.title }).waitFor();
      expect(await page.locator('main').innerText()).toMatch(RECEIVED_AT);
      expect(await page.getByText(C.receipt.emailSent(email)).isVisible()).toBe(true);
    });
  });
});
