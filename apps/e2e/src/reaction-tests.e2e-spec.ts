import type { ReactionTestId } from '@mpu/contracts';
import { REACTION_TEST_TEXTS } from '@mpu/ui-texts';
import {
  buildLineTrackingRun,
  buildTapk2Run,
  generateLineTrackingItems,
  generateTapk2Trials,
  generateTapkTasks,
} from '@mpu/domain';
import { DEMO_ACCOUNTS } from '@mpu/server-kit';
import type { Page } from 'playwright-core';
import { loginViaApi, pathname } from './support/app';
import { e2eSuite } from './support/browser';
import { horizontalOverflow } from './support/layout';

const T = REACTION_TEST_TEXTS;
const { test } = e2eSuite('reaction-tests');

/**
 * The game pages take `?seed=<int>` to fix the run (apps/web/src/features/reaction-tests/use-run-seed.ts), so
 * the keys below come from the same domain generators with the same seed.
 */
const SEED = 4242;

/** Waits until task `number` is shown and its stimulus painted (answers before the paint are ignored). */
async function painted(page: Page, number: number, total: number): Promise<void> {
  await page.getByText(T.game.progress(number, total), { exact: true }).waitFor();
  await page.locator('.rt-stimulus[aria-busy="false"]').waitFor();
}

async function expectNoSidewaysScrolling(page: Page): Promise<void> {
  const overflow = await horizontalOverflow(page);
  expect(overflow.offenders).toEqual([]);
}

/** The result box, the saved note, then the history on /reaktionstests with the newest run of `test`. */
async function expectSavedInHistory(page: Page, test: ReactionTestId, verdict: string): Promise<void> {
  await page.locator('.rt-save').getByText(T.game.saved, { exact: true }).waitFor();
  await page.getByRole('link', { name: T.backToOverview }).tap();
  await page.waitForURL((url) => url.pathname === '/reaktionstests');
  await page.getByText(T.history.lead, { exact: true }).waitFor();
  const runs = page.getByRole('list', { name: T.history.runsLabel(T.tests[test].name), exact: true });
  const newest = runs.getByRole('listitem').first();
  await newest.waitFor();
  const today = new Intl.DateTimeFormat('de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(new Date());
  const lines = (await newest.innerText()).split('\n').map((line) => line.trim());
  expect(lines[0]).toContain(today);
  expect(lines[lines.length - 1]).toBe(verdict);
}

describe('Reaktionstests', () => {
  test(
    'line-tracking: the picker leads to the test, 36 right answers pass, the run shows in the history',
    async (session) => {
      const { page, step } = session;
      await loginViaApi(session, DEMO_ACCOUNTS.premium);

      await step('picker', async () => {
        await page.goto('/reaktionstests');
        await page.getByRole('heading', { level: 1, name: T.pickerTitle }).waitFor();
        expect(
          await page.getByRole('link', { name: T.tests.tapk.name, exact: true }).getAttribute('href'),
        ).toBe('/tapk');
        expect(
          await page.getByRole('link', { name: T.tests.tapk2.name, exact: true }).getAttribute('href'),
        ).toBe('/tapk2');
        await page.getByRole('link', { name: T.tests['line-tracking'].name, exact: true }).tap();
        await page.getByRole('heading', { level: 1, name: T.lineTrackingIntro.title }).waitFor();
        expect(await page.getByRole('link', { name: T.intro.start }).getAttribute('href')).toBe(
          '/linienverfolgungstest/test',
        );
      });

      const tasks = buildLineTrackingRun(generateLineTrackingItems(), SEED);
      await step('first task', async () => {
        await page.goto(`/linienverfolgungstest/test?seed=${SEED}`);
        await painted(page, 1, tasks.length);
        expect(await page.locator('.lt-image').getAttribute('data-item')).toBe(tasks[0].id);
        await expectNoSidewaysScrolling(page);
      });

      await step('all answers right', async () => {
        const answers = page.getByRole('group', { name: T.lineTracking.answersLabel });
        for (const [index, task] of tasks.entries()) {
          await painted(page, index + 1, tasks.length);
          await answers.getByRole('button', { name: String(task.key), exact: true }).tap();
        }
        await page.getByRole('heading', { level: 2, name: T.lineTracking.resultTitle }).waitFor();
        await page.getByText(T.result.passed.title, { exact: true }).waitFor();
        expect(await page.locator('.rt-stats').innerText()).toContain('36 von 36');
      });

      await step('history', () => expectSavedInHistory(page, 'line-tracking', T.history.passed));
    },
    { id: 'line-tracking' },
  );

  test(
    'TAPK: finding every target in 20 rounds passes',
    async (session) => {
      const { page, step } = session;
      await loginViaApi(session, DEMO_ACCOUNTS.premium);

      await step('intro', async () => {
        await page.goto('/tapk');
        await page.getByRole('heading', { level: 1, name: T.tapkIntro.title }).waitFor();
        expect(await page.getByRole('link', { name: T.intro.start }).getAttribute('href')).toBe('/tapk-game');
      });

      const tasks = generateTapkTasks(SEED);
      await step('first round', async () => {
        await page.goto(`/tapk-game?seed=${SEED}`);
        await painted(page, 1, tasks.length);
        const targets = tasks[0].symbols.filter((symbol) => symbol.isTarget);
        await page.getByText(T.tapk.found(0, targets.length), { exact: true }).waitFor();
        await page.getByText(T.tapk.hint, { exact: true }).waitFor();
        await expectNoSidewaysScrolling(page);
      });

      await step('all rounds', async () => {
        for (const [index, task] of tasks.entries()) {
          await painted(page, index + 1, tasks.length);
          const targets = task.symbols.filter((symbol) => symbol.isTarget);
          for (const target of targets) await page.locator(`[data-symbol-id="${target.id}"]`).tap();
          await page.getByText(T.tapk.found(targets.length, targets.length), { exact: true }).waitFor();
          const last = index === tasks.length - 1;
          await page.getByRole('button', { name: last ? T.tapk.finish : T.tapk.next, exact: true }).tap();
        }
        await page.getByRole('heading', { level: 2, name: T.tapk.resultTitle }).waitFor();
        await page.getByText(T.result.passed.title, { exact: true }).waitFor();
        expect(await page.locator('.rt-stats').innerText()).toContain('20 von 20');
      });

      await step('history', () => expectSavedInHistory(page, 'tapk', T.history.passed));
    },
    { id: 'tapk' },
  );

  test(
    'TAPK-2: wrong answers (by keyboard) fail; "Test wiederholen" starts again',
    async (session) => {
      const { page, step } = session;
      await loginViaApi(session, DEMO_ACCOUNTS.premium);

      await step('intro', async () => {
        await page.goto('/tapk2');
        await page.getByRole('heading', { level: 1, name: T.tapk2Intro.title }).waitFor();
        await page.getByText(T.tapk2Intro.simulationNote, { exact: true }).waitFor();
        await page.getByRole('link', { name: T.intro.start }).tap();
        await page.waitForURL((url) => url.pathname === '/tapk2-game');
      });

      const trials = buildTapk2Run(generateTapk2Trials(), SEED);
      await step('first trial', async () => {
        await page.goto(`/tapk2-game?seed=${SEED}`);
        await painted(page, 1, trials.length);
        expect(await page.locator('.tapk2-image').getAttribute('data-trial')).toBe(trials[0].id);
        const buttons = await page.locator('.tapk2-answers button').allInnerTexts();
        expect(buttons).toEqual([T.tapk2.no, T.tapk2.yes]);
        await expectNoSidewaysScrolling(page);
      });

      await step('all answers wrong', async () => {
        for (const [index, trial] of trials.entries()) {
          await painted(page, index + 1, trials.length);
          // the wrong answer: NEIN (N / ←) where the symbol is in the row, JA (J / →) where it is not
          const keys = trial.correctAnswer ? ['n', 'ArrowLeft'] : ['j', 'ArrowRight'];
          await page.keyboard.press(keys[index % 2]);
        }
        await page.getByRole('heading', { level: 2, name: T.tapk2.resultTitle }).waitFor();
        await page.getByText(T.result.failed.title, { exact: true }).waitFor();
        expect(await page.locator('.rt-stats').innerText()).toContain('0 von 60');
        await page.locator('.rt-save').getByText(T.game.saved, { exact: true }).waitFor();
      });

      await step('repeat', async () => {
        await page.getByRole('button', { name: T.game.repeat }).tap();
        await painted(page, 1, trials.length);
        expect(pathname(page)).toBe('/tapk2-game');
      });

      await step('history', async () => {
        await page.getByRole('link', { name: T.back }).tap();
        await page.waitForURL((url) => url.pathname === '/reaktionstests');
        const runs = page.getByRole('list', { name: T.history.runsLabel(T.tests.tapk2.name), exact: true });
        const lines = (await runs.getByRole('listitem').first().innerText()).split('\n');
        expect(lines[lines.length - 1]!.trim()).toBe(T.history.failed);
      });
    },
    { id: 'tapk2' },
  );
});
