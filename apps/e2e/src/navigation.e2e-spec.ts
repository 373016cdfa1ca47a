import { APP_TEXTS, COMMON_TEXTS, INFO_TEXTS } from '@mpu/ui-texts';
import { DEMO_ACCOUNTS } from '@mpu/server-kit';
import type { Page } from 'playwright-core';
import { loginViaApi, pathname } from './support/app';
import { e2eSuite } from './support/browser';

const N = APP_TEXTS.nav;
const { test } = e2eSuite('navigation');
const NAV_ITEMS = [N.home, N.info, N.feedback, N.profile];

function bottomNav(page: Page) {
  return page.getByRole('navigation', { name: N.label });
}

/** The labels of the bottom navigation links marked as the current page. */
async function activeItems(page: Page): Promise<string[]> {
  const active: string[] = [];
  for (const label of NAV_ITEMS) {
    const link = bottomNav(page).getByRole('link', { name: label, exact: true });
    if ((await link.getAttribute('aria-current')) === 'page') active.push(label);
  }
  return active;
}

/** Text colour of every item: the active one has to look different from the others. */
async function itemColours(page: Page): Promise<Record<string, string>> {
  const colours: Record<string, string> = {};
  for (const label of NAV_ITEMS) {
    const link = bottomNav(page).getByRole('link', { name: label, exact: true });
    colours[label] = await link.evaluate((element) => getComputedStyle(element).color);
  }
  return colours;
}

async function expectHighlighted(page: Page, label: string): Promise<void> {
  await page.mouse.move(1, 1); // no :hover colour on any item
  expect(await activeItems(page)).toEqual([label]);
  const colours = await itemColours(page);
  const others = NAV_ITEMS.filter((item) => item !== label).map((item) => colours[item]);
  expect(new Set(others).size).toBe(1);
  expect(others).not.toContain(colours[label]);
}

describe('bottom navigation', () => {
  test(
    'sits at the bottom of the screen and highlights the active item',
    async (session) => {
      const { page, step } = session;
      await loginViaApi(session, DEMO_ACCOUNTS.free);

      await step('start active', async () => {
        await page.goto('/');
        await bottomNav(page).waitFor();
        // fixed to the bottom edge over the full width (of the layout viewport — see layout.e2e-spec.ts)
        const box = await bottomNav(page).boundingBox();
        const viewport = await page.evaluate(() => ({
          width: window.innerWidth,
          height: window.innerHeight,
        }));
        expect(box).not.toBeNull();
        expect(Math.round(box!.y + box!.height)).toBe(viewport.height);
        expect(Math.round(box!.width)).toBe(viewport.width);
        await expectHighlighted(page, N.home);
      });

      await step('grundlagen active', async () => {
        await bottomNav(page).getByRole('link', { name: N.info, exact: true }).tap();
        await page.getByRole('heading', { level: 1, name: 'MPU Grundlagen' }).waitFor();
        expect(pathname(page)).toBe('/info');
        await expectHighlighted(page, N.info);
      });

      await step('grundlagen active on a sub page', async () => {
        await page.goto('/info/costs');
        await page.getByRole('heading', { level: 1, name: 'Kosten der MPU und Vorbereitung' }).waitFor();
        await expectHighlighted(page, N.info);
        // the article page of a topic leads back to the topic list, not to the home screen
        await page.getByRole('article', { name: 'Kosten der MPU und Vorbereitung' }).waitFor();
        const back = page.getByRole('main').getByRole('link', { name: INFO_TEXTS.backToBasics });
        expect(await back.getAttribute('href')).toBe('/info');
      });

      await step('feedback active', async () => {
        await bottomNav(page).getByRole('link', { name: N.feedback, exact: true }).tap();
        await page.getByRole('heading', { level: 1, name: 'Feedback' }).waitFor();
        expect(pathname(page)).toBe('/feedback');
        await expectHighlighted(page, N.feedback);
      });

      await step('profil active', async () => {
        await bottomNav(page).getByRole('link', { name: N.profile, exact: true }).tap();
        await page.getByRole('heading', { level: 1, name: 'Profil' }).waitFor();
        expect(pathname(page)).toBe('/profile');
        await expectHighlighted(page, N.profile);
      });

      await step('start active again', async () => {
        await bottomNav(page).getByRole('link', { name: N.home, exact: true }).tap();
        await page.getByRole('heading', { level: 1, name: APP_TEXTS.home.greeting('frei') }).waitFor();
        await expectHighlighted(page, N.home);
      });
    },
    { id: 's7-bottom-nav' },
  );
});

describe('unknown path', () => {
  test(
    "shows 'Page Not Found' with a way home",
    async (session) => {
      const { page, step } = session;
      await loginViaApi(session, DEMO_ACCOUNTS.free);

      await step('page not found', async () => {
        await page.goto('/gibt-es-nicht/auch-nicht');
        const heading = page.getByRole('heading', { level: 1, name: APP_TEXTS.notFound.title });
        await heading.waitFor();
        expect(await heading.getAttribute('lang')).toBe('en');
        expect(await page.getByText(APP_TEXTS.notFound.text).isVisible()).toBe(true);
        expect(await page.title()).toContain(APP_TEXTS.notFound.title);
      });

      await step('back home', async () => {
        await page.getByRole('link', { name: COMMON_TEXTS.toHome }).tap();
        await page.getByRole('heading', { level: 1, name: APP_TEXTS.home.greeting('frei') }).waitFor();
        expect(pathname(page)).toBe('/');
      });
    },
    { id: 's6-not-found' },
  );
});
