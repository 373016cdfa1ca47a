import { DEMO_ACCOUNTS } from '@mpu/server-kit';
import { loginViaApi, openEntry } from './support/app';
import { e2eSuite } from './support/browser';
import { horizontalOverflow } from './support/layout';
import { APP_TEXTS, ENTRY_TEXTS } from './support/web-texts';

const { test } = e2eSuite('layout');
const fits = { contentWidth: 375, screenWidth: 375, offenders: [] };

describe('mobile layout at 375 px', () => {
  test(
    'the entry, gate, placeholder and 404 screens fit without sideways scrolling',
    async (session) => {
      const { page, step } = session;

      await step('entry fits', async () => {
        await openEntry(page);
        await page.getByRole('tab', { name: ENTRY_TEXTS.entry.registerTab, exact: true }).tap();
        await page.getByRole('button', { name: ENTRY_TEXTS.entry.registerSubmit, exact: true }).waitFor();
        expect(await horizontalOverflow(page)).toEqual(fits);
      });

      await loginViaApi(session, DEMO_ACCOUNTS.free);
      for (const [path, heading] of [
        ['/info', 'MPU Grundlagen'],
        ['/coach', APP_TEXTS.gate.title],
        ['/gibt-es-nicht', APP_TEXTS.notFound.title],
      ] as const) {
        await step(`${path} fits`, async () => {
          await page.goto(path);
          await page.getByRole('heading', { name: heading }).first().waitFor();
          expect(await horizontalOverflow(page)).toEqual(fits);
        });
      }
    },
    { id: 'screens-fit' },
  );

  test(
    'the home screen fits without sideways scrolling',
    async (session) => {
      const { page, step } = session;
      await loginViaApi(session, DEMO_ACCOUNTS.free);
      await step('home fits', async () => {
        await page.goto('/');
        await page.getByRole('heading', { level: 1, name: APP_TEXTS.home.greeting('frei') }).waitFor();
        expect(await horizontalOverflow(page)).toEqual(fits);
      });
    },
    { id: 'home-fits', knownBug: "header brand + 'Abmelden' need ~398 px, the page grows to 381 px" },
  );
});
