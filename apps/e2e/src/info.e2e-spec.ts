import { APP_TEXTS, INFO_TEXTS, PAGE_TITLES } from '@mpu/ui-texts';
import { DEMO_ACCOUNTS } from '@mpu/server-kit';
import { loginViaApi, pathname } from './support/app';
import { e2eSuite } from './support/browser';

const L = INFO_TEXTS.list;
const S = INFO_TEXTS.search;
const { test } = e2eSuite('info');

describe('MPU Grundlagen', () => {
  test(
    "searches 'Abstinenz', switches a tab and lands highlighted on the section",
    async (session) => {
      const { page, step } = session;
      await loginViaApi(session, DEMO_ACCOUNTS.premium);

      await step('from /info', async () => {
        await page.goto('/info');
        await page.getByRole('heading', { level: 1, name: L.title }).waitFor();
        await page.getByLabel(L.filterLabel, { exact: true }).fill('Abstinenz');
        await page.getByRole('link', { name: L.fullSearch }).tap();
        await page.waitForURL(/\/search\?q=Abstinenz/);
      });

      let tabName = '';
      await step('results and a category tab', async () => {
        const status = page.getByText(/\d+ Ergebnisse für "Abstinenz"/);
        await status.waitFor();
        const tabs = page.getByRole('tablist', { name: S.categoriesLabel }).getByRole('tab');
        expect(await tabs.count()).toBeGreaterThan(2);
        const ctu = tabs.filter({ hasText: 'Abstinenznachweise (CTU)' });
        tabName = (await ctu.innerText()).trim();
        await ctu.tap();
        expect(await ctu.getAttribute('aria-selected')).toBe('true');
      });

      await step('result opens its section', async () => {
        const result = page.locator('a[href^="/info/ctu#"]').first();
        const href = (await result.getAttribute('href'))!;
        await result.tap();
        await page.waitForURL((url) => url.pathname === '/info/ctu');
        const section = page.locator(`[id="${href.split('#')[1]}"]`);
        await section.and(page.locator('[data-highlight]')).waitFor();
        expect(await section.getAttribute('data-highlight')).toMatch(/on|fading/);
        expect(tabName).toMatch(/\(\d+\)$/);
      });
    },
    { id: 'search' },
  );

  test(
    'shows the banner for a missing anchor',
    async (session) => {
      const { page, step } = session;
      await loginViaApi(session, DEMO_ACCOUNTS.free);
      await step('banner', async () => {
        await page.goto('/info/general#gibt-es-nicht');
        await page
          .getByRole('alert')
          .filter({ hasText: INFO_TEXTS.article.sectionNotFound('gibt-es-nicht') })
          .waitFor();
      });
    },
    { id: 'anchor' },
  );

  test(
    'plays the audio summary, seeks and changes the speed',
    async (session) => {
      const { page, step } = session;
      await loginViaApi(session, DEMO_ACCOUNTS.free);
      await step('player', async () => {
        await page.goto('/info');
        const play = page.getByRole('button', { name: 'Abspielen' }).first();
        await play.waitFor();
        await play.tap();
        await page.getByRole('button', { name: 'Pausieren' }).first().waitFor();
      });
      await step('seek and speed', async () => {
        const slider = page.getByRole('slider', { name: 'Wiedergabeposition' }).first();
        // A click seeks only once the player knows the length (metadata may arrive after playback started).
        await page.waitForFunction(
          (element) => / von (?!0:00$)\d+:\d{2}$/.test(element?.getAttribute('aria-valuetext') ?? ''),
          await slider.elementHandle(),
        );
        const box = (await slider.boundingBox())!;
        await page.mouse.click(box.x + box.width * 0.5, box.y + box.height / 2);
        await page.waitForFunction(
          (element) => /^([1-9]|0:[3-9])/.test(element?.getAttribute('aria-valuetext') ?? ''),
          await slider.elementHandle(),
        );
        const text = (await slider.getAttribute('aria-valuetext'))!;
        expect(text).toMatch(/^\d+:\d{2} von \d+:\d{2}$/);
        await page.getByRole('button', { name: 'Schneller' }).first().tap();
        await page.getByText('1.25x', { exact: true }).first().waitFor();
      });
    },
    { id: 'audio' },
  );

  test(
    'shows the lock on a premium topic for a free user',
    async (session) => {
      const { page, step } = session;
      await loginViaApi(session, DEMO_ACCOUNTS.free);
      await step('lock', async () => {
        await page.goto('/info');
        const locked = page.getByRole('group', { name: 'Sucht & Substanzmissbrauch', exact: true });
        await locked.and(page.locator('[data-locked="true"]')).waitFor();
        expect(await locked.getByText(APP_TEXTS.premiumTile.badge, { exact: true }).isVisible()).toBe(true);
        // the self-assessment below the topics is gated the same way
        const quiz = page.getByRole('group', { name: PAGE_TITLES.selfAssessment, exact: true });
        expect(await quiz.getAttribute('data-locked')).toBe('true');
        expect(await page.getByRole('link', { name: PAGE_TITLES.selfAssessment }).count()).toBe(0);
        await locked.getByRole('button', { name: APP_TEXTS.premiumTile.unlock }).tap();
        await page.waitForURL((url) => url.pathname === '/subscribe');
        expect(pathname(page)).toBe('/subscribe');
      });
    },
    { id: 'lock' },
  );
});
