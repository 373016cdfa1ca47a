import type { ChatMode, ReactionRunSubmission } from '@mpu/contracts';
import {
  APP_TEXTS,
  CHAT_TEXTS,
  ENTRY_TEXTS,
  INFO_TEXTS,
  PAGE_TITLES,
  PLANNER_TEXTS,
  QUESTIONNAIRE_TEXTS,
  REACTION_TEST_TEXTS,
  SELF_HELP_TEXTS,
} from '@mpu/ui-texts';
import { DEMO_ACCOUNTS } from '@mpu/server-kit';
import type { Page } from 'playwright-core';
import { entryTab, loginViaApi, openEntry } from './support/app';
import { seriousViolations } from './support/accessibility';
import { e2eSuite, type E2eSession } from './support/browser';

/*
 * A tour of the main screens at 375 px, signed out, as a free and as a premium user. Every step ends with the
 * suite's axe check (support/browser.ts: WCAG 2.1 A/AA, serious and critical violations fail the test), so each
 * step below only opens a screen and waits for the content that matters for the check (the 'Relevant' badge,
 * the calendar, passed and failed runs, …).
 */
const { test } = e2eSuite('accessibility');
const RT = REACTION_TEST_TEXTS;

function h1(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

async function open(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await h1(page, heading).waitFor();
}

/** Saves a finished practice run for the signed-in user, as the test pages do at their end. */
async function saveRun(session: E2eSession, run: ReactionRunSubmission): Promise<void> {
  const response = await session.context.request.post('/api/reaction-tests/runs', {
    data: run,
    headers: { origin: session.baseUrl },
  });
  if (response.status() !== 201 && response.status() !== 200)
    throw new Error(`saving a ${run.test} run: HTTP ${response.status()}`);
}

describe('the accessibility check', () => {
  test(
    'reports serious violations with rule, element and reason',
    async ({ page, step }) => {
      await step('entry with two planted faults', async () => {
        await openEntry(page);
        await page.evaluate(() => {
          const faint = document.createElement('p');
          faint.id = 'a11y-faint';
          faint.textContent = 'Kaum lesbar';
          faint.style.cssText = 'color:#aaaaaa;background:#ffffff';
          const unnamed = document.createElement('button');
          unnamed.id = 'a11y-unnamed';
          document.querySelector('main')!.append(faint, unnamed);
        });
        const violations = await seriousViolations(page);
        const found = violations.map(({ rule, target }) => `${rule} ${target}`);
        expect(found).toEqual(
          expect.arrayContaining(['color-contrast #a11y-faint', 'button-name #a11y-unnamed']),
        );
        const contrast = violations.find((violation) => violation.target === '#a11y-faint')!;
        expect(contrast.impact).toBe('serious');
        expect(contrast.reason).toMatch(/contrast of 2\.\d+/);
        expect(contrast.helpUrl).toMatch(/^https:\/\//);
        // the step ends with the suite's own check, which must not see the planted faults
        await page.evaluate(() =>
          document.querySelectorAll('[id^="a11y-"]').forEach((node) => node.remove()),
        );
      });
    },
    { id: 'self-test' },
  );
});

describe('screens signed out', () => {
  test(
    'entry (login and registration) and the forgot-password dialog',
    async ({ page, step }) => {
      const E = ENTRY_TEXTS.entry;
      await step('login', () => openEntry(page));
      await step('registration', async () => {
        await entryTab(page, E.registerTab).tap();
        await page.getByRole('button', { name: E.registerSubmit, exact: true }).waitFor();
      });
      await step('forgot password', async () => {
        await entryTab(page, E.loginTab).tap();
        await page.getByRole('button', { name: E.forgotPassword }).tap();
        await page.getByRole('dialog').getByRole('button', { name: E.forgotPasswordDone }).waitFor();
      });
    },
    { id: 'signed-out' },
  );
});

describe('screens of a free user', () => {
  test(
    'home and basics with locked tiles, the premium gate, the Kommt-bald pages and the 404',
    async (session) => {
      const { page, step } = session;
      await loginViaApi(session, DEMO_ACCOUNTS.free);

      await step('home', async () => {
        await open(page, '/', APP_TEXTS.home.greeting('frei'));
        await page.locator('[data-locked="true"]').first().waitFor();
      });
      await step('basics', async () => {
        await open(page, '/info', INFO_TEXTS.list.title);
        await page.locator('[data-locked="true"]').first().waitFor();
      });
      await step('free article', () => open(page, '/info/general', 'Allgemeine Einführung in die MPU'));
      await step('gate dialog', async () => {
        await page.goto('/coach');
        await page.getByRole('dialog', { name: APP_TEXTS.gate.title }).waitFor();
      });
      await step('locked page', async () => {
        await page.keyboard.press('Escape');
        await h1(page, APP_TEXTS.gate.title).waitFor();
      });
      for (const [path, title] of [
        ['/profile', 'Profil'],
        ['/feedback', 'Feedback'],
        ['/impressum', 'Impressum'],
      ] as const) {
        await step(`kommt bald ${path}`, async () => {
          await open(page, path, title);
          await page.getByText(APP_TEXTS.comingSoon.badge, { exact: true }).waitFor();
        });
      }
      await step('subscribe', () => open(page, '/subscribe', PAGE_TITLES.subscribe));
      await step('not found', () => open(page, '/gibt-es-nicht', APP_TEXTS.notFound.title));
    },
    { id: 'free' },
  );
});

describe('screens of a premium user', () => {
  test(
    'home, basics, a premium article and the search with a Relevant badge',
    async (session) => {
      const { page, step } = session;
      await loginViaApi(session, DEMO_ACCOUNTS.premium);

      await step('home', async () => {
        await open(page, '/', APP_TEXTS.home.greeting(DEMO_ACCOUNTS.premium.displayName!));
        await page.locator('[data-locked="false"]').first().waitFor();
      });
      await step('basics', async () => {
        await open(page, '/info', INFO_TEXTS.list.title);
        await page.getByRole('link', { name: 'Sucht & Substanzmissbrauch', exact: true }).waitFor();
      });
      await step('premium article', async () => {
        await open(page, '/info/ctu', 'Abstinenznachweise (CTU)');
        await page.getByRole('article', { name: 'Abstinenznachweise (CTU)' }).waitFor();
      });
      await step('search with a Relevant badge', async () => {
        await open(page, '/search?q=Abstinenz', INFO_TEXTS.search.title);
        await page.getByText(INFO_TEXTS.search.relevant, { exact: true }).first().waitFor();
      });
      await step('self-assessment', async () => {
        await open(page, '/info/quiz', PAGE_TITLES.selfAssessment);
        await page.getByRole('radio').first().waitFor();
      });
    },
    { id: 'premium-basics' },
  );

  test(
    'the four chats, the calculators and the navigator',
    async (session) => {
      const { page, step } = session;
      await loginViaApi(session, DEMO_ACCOUNTS.premium);

      for (const mode of ['coach', 'traffic-coach', 'simulator', 'traffic-simulator'] as ChatMode[]) {
        await step(`chat ${mode}`, async () => {
          await open(page, `/${mode}`, CHAT_TEXTS.titles[mode]);
          await page.getByRole('log', { name: CHAT_TEXTS.log.label }).getByRole('listitem').first().waitFor();
          await page.getByRole('textbox', { name: CHAT_TEXTS.input.label }).waitFor();
        });
      }
      await step('per-mille calculator', () => open(page, '/calculator', SELF_HELP_TEXTS.perMille.title));
      await step('abstinence calculator', () =>
        open(page, '/abstinenzrechner', SELF_HELP_TEXTS.abstinence.title),
      );
      await step('hypothesis navigator', () =>
        open(page, '/hypothesen-navigator', SELF_HELP_TEXTS.navigator.title),
      );
    },
    { id: 'premium-tools' },
  );

  test(
    'the planner calendar, the reaction tests with passed and failed runs, and the questionnaire',
    async (session) => {
      const { page, step } = session;
      await loginViaApi(session, DEMO_ACCOUNTS.premium);

      await step('planner with its calendar', async () => {
        await open(page, '/abstinenztest', PLANNER_TEXTS.title);
        await page.locator('.planner-calendar__title').waitFor();
        await page.locator('.planner-calendar .fc-event').first().waitFor();
      });

      await saveRun(session, {
        test: 'line-tracking',
        answers: Array.from({ length: 36 }, () => ({ correct: true, time: 1500 })),
      });
      await saveRun(session, {
        test: 'tapk2',
        answers: Array.from({ length: 60 }, () => ({ correct: false, time: 2000 })),
      });
      await step('reaction tests with their history', async () => {
        await open(page, '/reaktionstests', RT.pickerTitle);
        const history = page.getByRole('region', { name: RT.history.title });
        await history.getByText(RT.history.passed, { exact: true }).first().waitFor();
        await history.getByText(RT.history.failed, { exact: true }).first().waitFor();
      });
      for (const [path, title] of [
        ['/linienverfolgungstest', RT.lineTrackingIntro.title],
        ['/linienverfolgungstest/test?seed=7', RT.lineTracking.title],
        ['/tapk', RT.tapkIntro.title],
        ['/tapk-game?seed=7', RT.tapk.title],
        ['/tapk2', RT.tapk2Intro.title],
        ['/tapk2-game?seed=7', RT.tapk2.title],
      ] as const) {
        await step(`reaction test ${path}`, () => open(page, path, title));
      }

      await step('questionnaire intro', () => open(page, '/questionnaire', QUESTIONNAIRE_TEXTS.title));
      await step('questionnaire first question', async () => {
        await page.getByRole('button', { name: QUESTIONNAIRE_TEXTS.intro.start }).tap();
        await page.getByRole('radio').first().waitFor();
      });
    },
    { id: 'premium-planner-tests' },
  );
});
