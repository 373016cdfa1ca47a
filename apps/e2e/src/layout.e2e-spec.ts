import { APP_TEXTS, ENTRY_TEXTS } from '@mpu/ui-texts';
import { DEMO_ACCOUNTS } from '@mpu/server-kit';
import { loginViaApi, openEntry } from './support/app';
import { e2eSuite } from './support/browser';
import { escapingContainer, horizontalOverflow } from './support/layout';

const { test } = e2eSuite('layout');
const fits = { contentWidth: 375, screenWidth: 375, offenders: [] };
/** The narrowest phones in use (iPhone SE 1st gen, small Androids). */
const fitsNarrow = { contentWidth: 320, screenWidth: 320, offenders: [] };

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
    'the home screen fits without sideways scrolling, down to 320 px',
    async (session) => {
      const { page, step } = session;
      await loginViaApi(session, DEMO_ACCOUNTS.free);
      const header = page.getByRole('banner');

      await step('home fits', async () => {
        await page.goto('/');
        await page.getByRole('heading', { level: 1, name: APP_TEXTS.home.greeting('frei') }).waitFor();
        await page.locator('[data-locked="true"]').first().waitFor();
        expect(await horizontalOverflow(page)).toEqual(fits);
        expect(
          await header.getByRole('button', { name: APP_TEXTS.logout.button, exact: true }).isVisible(),
        ).toBe(true);
        // long German words ('Abstinenzrechner') wrap inside their tile instead of being cut off
        expect(await escapingContainer(page, '.tile__title', '.tile')).toEqual([]);
      });

      await step('home fits at 320 px', async () => {
        await page.setViewportSize({ width: 320, height: 640 });
        await page.waitForFunction(() => document.documentElement.clientWidth === 320);
        expect(await horizontalOverflow(page)).toEqual(fitsNarrow);
        expect(
          await header.getByRole('button', { name: APP_TEXTS.logout.button, exact: true }).isVisible(),
        ).toBe(true);
        expect(await escapingContainer(page, '.tile__title', '.tile')).toEqual([]);
      });
    },
    { id: 'home-fits' },
  );
});
