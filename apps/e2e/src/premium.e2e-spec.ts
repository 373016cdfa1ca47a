import { APP_TEXTS, CHAT_TEXTS, COMMON_TEXTS } from '@mpu/ui-texts';
import { DEMO_ACCOUNTS } from '@mpu/server-kit';
import type { Page } from 'playwright-core';
import { loginThroughForm, openEntry, pathname, waitForFocus } from './support/app';
import { e2eSuite } from './support/browser';

const H = APP_TEXTS.home;
const G = APP_TEXTS.gate;
const { test } = e2eSuite('premium');

/** Scrolls the alcohol & drug tiles into the middle of the screen for the screenshot. */
async function showTiles(page: Page): Promise<void> {
  await page
    .getByRole('heading', { level: 2, name: H.alcoholSection })
    .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  await page.evaluate(() => window.scrollBy(0, -80)); // below the sticky header
}

/** The premium tiles of the home screen with where they lead (apps/web/src/features/home/home-tiles.ts). */
const PREMIUM_TILES = [
  ['MPU Coach', '/coach?createNew=true'],
  ['MPU Simulator', '/simulator?createNew=true'],
  ['Promillerechner', '/calculator'],
  ['Hypothesen-Navigator', '/hypothesen-navigator'],
  ['Abstinenzrechner', '/abstinenzrechner'],
  ['Verkehrs-Coach', '/traffic-coach?createNew=true'],
  ['Verkehrs-Simulator', '/traffic-simulator?createNew=true'],
  ['Reaktionstests', '/reaktionstests'],
] as const;

describe('free user', () => {
  test(
    'sees locked premium tiles and the gate on a premium route',
    async ({ page, step }) => {
      const free = DEMO_ACCOUNTS.free;

      await step('home', async () => {
        await openEntry(page);
        await loginThroughForm(page, free);
        // no display name: greeted with the part of the username before the @
        await page
          .getByRole('heading', { level: 1, name: H.greeting(free.username.split('@')[0]!) })
          .waitFor();
        await page.locator('[data-locked="true"]').first().waitFor();
      });

      await step('locked tiles', async () => {
        for (const [title] of PREMIUM_TILES) {
          const tile = page.getByRole('group', { name: title, exact: true });
          expect(await tile.getAttribute('data-locked')).toBe('true');
          expect(await tile.getByText(APP_TEXTS.premiumTile.badge, { exact: true }).isVisible()).toBe(true);
          expect(await tile.getByText(APP_TEXTS.premiumTile.text, { exact: true }).isVisible()).toBe(true);
          expect(await tile.getByRole('button', { name: APP_TEXTS.premiumTile.unlock }).isVisible()).toBe(
            true,
          );
          expect(
            await tile.locator('.tile__content').evaluate((content) => getComputedStyle(content).filter),
          ).toMatch(/blur\(/);
          expect(await page.getByRole('link', { name: title, exact: true }).count()).toBe(0);
        }
        await showTiles(page);
      });

      await step('unlock leads to subscribe', async () => {
        await page
          .getByRole('group', { name: 'Promillerechner', exact: true })
          .getByRole('button', { name: APP_TEXTS.premiumTile.unlock })
          .tap();
        await page.getByRole('heading', { level: 1, name: 'Premium freischalten' }).waitFor();
        expect(pathname(page)).toBe('/subscribe');
      });

      await step('gate dialog on coach', async () => {
        await page.goto('/coach');
        const dialog = page.getByRole('dialog', { name: G.title });
        await dialog.waitFor();
        expect(await dialog.getByText(G.dialogText).isVisible()).toBe(true);
        expect(await dialog.getByRole('button', { name: G.back }).isVisible()).toBe(true);
        await waitForFocus(dialog.getByRole('button', { name: G.unlock }));
        // the feature itself stays hidden
        expect(await page.getByText(APP_TEXTS.comingSoon.badge).count()).toBe(0);
      });

      await step('locked page after escape', async () => {
        await page.keyboard.press('Escape');
        await page.getByRole('heading', { level: 1, name: G.title }).waitFor();
        expect(await page.getByRole('dialog').count()).toBe(0);
        expect(await page.getByRole('link', { name: G.subscribe }).getAttribute('href')).toBe('/subscribe');
        expect(await page.getByRole('link', { name: COMMON_TEXTS.toHome }).getAttribute('href')).toBe('/');
      });

      await step('back from gate goes home', async () => {
        await page.goto('/simulator');
        await page.getByRole('dialog', { name: G.title }).getByRole('button', { name: G.back }).tap();
        await page
          .getByRole('heading', { level: 1, name: H.greeting(free.username.split('@')[0]!) })
          .waitFor();
        expect(pathname(page)).toBe('/');
      });
    },
    { id: 's2-free-user' },
  );
});

describe('premium user', () => {
  test(
    'has open tiles and reaches the premium routes',
    async ({ page, step }) => {
      const premium = DEMO_ACCOUNTS.premium;

      await step('home', async () => {
        await openEntry(page);
        await loginThroughForm(page, premium);
        await page.getByRole('heading', { level: 1, name: H.greeting(premium.displayName!) }).waitFor();
        await page.locator('[data-locked="false"]').first().waitFor();
      });

      await step('open tiles', async () => {
        for (const [title, href] of PREMIUM_TILES) {
          const tile = page.getByRole('link', { name: title, exact: true });
          expect(await tile.getAttribute('href')).toBe(href);
          expect(await tile.getAttribute('data-locked')).toBe('false');
        }
        expect(await page.getByText(APP_TEXTS.premiumTile.badge, { exact: true }).count()).toBe(0);
        expect(await page.getByRole('group', { name: 'MPU Coach', exact: true }).count()).toBe(0);
        await showTiles(page);
      });

      await step('coach opens', async () => {
        await page.getByRole('link', { name: 'MPU Coach', exact: true }).tap();
        await page.getByRole('heading', { level: 1, name: 'MPU Coach' }).waitFor();
        expect(pathname(page)).toBe('/coach');
        await page.getByRole('textbox', { name: CHAT_TEXTS.input.label }).waitFor();
        expect(await page.getByRole('dialog').count()).toBe(0);
      });

      await step('premium tier route opens', async () => {
        await page.goto('/traffic-simulator');
        await page.getByRole('heading', { level: 1, name: 'Verkehrs-Simulator' }).waitFor();
        await page.getByRole('textbox', { name: CHAT_TEXTS.input.label }).waitFor();
        expect(await page.getByRole('dialog').count()).toBe(0);
      });
    },
    { id: 's4-premium-user' },
  );
});
