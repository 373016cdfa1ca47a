import { APP_TEXTS, PAGE_TITLES, SELF_HELP_TEXTS } from '@mpu/ui-texts';
import { ABSTINENCE_TEXTS, SELF_ASSESSMENT_QUESTIONS } from '@mpu/domain';
import { DEMO_ACCOUNTS } from '@mpu/server-kit';
import type { Page } from 'playwright-core';
import { loginViaApi, pathname } from './support/app';
import { e2eSuite } from './support/browser';

const T = SELF_HELP_TEXTS;
const { test } = e2eSuite('self-help');

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });

async function chooseSubstance(page: Page, substance: string): Promise<void> {
  await page.getByText(T.stepCounter(1, 3), { exact: true }).waitFor();
  await radio(page, substance).check();
  await button(page, T.next).tap();
  await page.getByText(T.stepCounter(2, 3), { exact: true }).waitFor();
}

describe('Self-help tools', () => {
  test(
    'per-mille calculator: male 80 kg, two beers, 1 h gives 0,575 ‰ in the band "Hoch"',
    async (session) => {
      const { page, step, screenshot } = session;
      await loginViaApi(session, DEMO_ACCOUNTS.premium);

      await step('form', async () => {
        await page.goto('/calculator');
        await page.getByRole('heading', { level: 1, name: T.perMille.title }).waitFor();
        await page.getByRole('spinbutton', { name: T.perMille.weight }).fill('80');
        await page.getByRole('spinbutton', { name: T.perMille.hours }).fill('1');
        await page.getByRole('spinbutton', { name: T.perMille.amountOf(1) }).fill('2');
      });

      await step('result', async () => {
        await button(page, T.calculate).tap();
        const result = page.getByRole('region', { name: T.perMille.resultTitle });
        await result.getByText('0,575 ‰', { exact: true }).waitFor();
        // the band of 0.575 ‰ (above 0.5, up to 0.8), with its visually hidden prefix
        expect(await result.locator('.risk-badge').textContent()).toBe(`${T.perMille.risk}: Hoch`);
        const bar = result.getByRole('meter', { name: T.perMille.scale });
        expect(await bar.getAttribute('aria-valuenow')).toBe('0.575');
        await screenshot('result');
      });
    },
    { id: 'per-mille' },
  );

  test(
    'abstinence calculator: alcohol A2 needs 12 months of proof',
    async (session) => {
      const { page, step, screenshot } = session;
      await loginViaApi(session, DEMO_ACCOUNTS.premium);

      await step('substance', async () => {
        await page.goto('/abstinenzrechner');
        await page.getByRole('heading', { level: 1, name: T.abstinence.title }).waitFor();
        await chooseSubstance(page, T.substance.alcohol);
      });

      await step('details and result', async () => {
        await radio(page, 'A2').check();
        await button(page, T.calculate).tap();
        await page.getByText(T.stepCounter(3, 3), { exact: true }).waitFor();
        const result = page.getByRole('region', { name: T.abstinence.resultTitle });
        await result.getByText(T.abstinence.required, { exact: true }).waitFor();
        expect(await result.getByText(T.abstinence.months(12), { exact: true }).isVisible()).toBe(true);
        expect(await result.getByText(ABSTINENCE_TEXTS.a2, { exact: true }).isVisible()).toBe(true);
        expect(await result.getByText(T.abstinence.urineSamples(6, 12)).isVisible()).toBe(true);
        // a required proof leads on to the planner
        expect(await result.getByRole('link', { name: T.abstinence.planProofs }).getAttribute('href')).toBe(
          '/abstinenztest',
        );
        await screenshot('result');
      });

      await step('learn more', async () => {
        await page.getByRole('link', { name: T.abstinence.learnMore }).tap();
        await page.waitForURL((url) => url.pathname === '/info/ctu');
        expect(pathname(page)).toBe('/info/ctu');
      });
    },
    { id: 'abstinence' },
  );

  test(
    'hypothesis navigator: 4 criteria for alcohol derive A2',
    async (session) => {
      const { page, step, screenshot } = session;
      await loginViaApi(session, DEMO_ACCOUNTS.premium);

      await step('substance', async () => {
        await page.goto('/hypothesen-navigator');
        await page.getByRole('heading', { level: 1, name: T.navigator.title }).waitFor();
        await chooseSubstance(page, T.substance.alcohol);
      });

      await step('criteria and result', async () => {
        const { criteria } = T.navigator;
        for (const criterion of [
          criteria.craving,
          criteria.tolerance,
          criteria.timeSpent,
          criteria.withdrawal,
        ]) {
          await page.getByRole('checkbox', { name: criterion.label, exact: true }).check();
        }
        await page.getByText(T.navigator.criteriaCount(4, 11), { exact: true }).waitFor();
        await button(page, T.calculate).tap();
        const result = page.getByRole('region', { name: T.navigator.resultTitle });
        await result.getByText(T.navigator.hypothesis('A2'), { exact: true }).waitFor();
        expect(await result.getByText('DSM‑5: 4/11 Kriterien', { exact: true }).isVisible()).toBe(true);
        await screenshot('result');
      });
    },
    { id: 'navigator' },
  );

  test(
    'self-assessment: five questions to a result, then a new start',
    async (session) => {
      const { page, step, screenshot } = session;
      await loginViaApi(session, DEMO_ACCOUNTS.premium);
      const answers = [
        'Wegen Alkohol am Steuer',
        'Unter 1,1 ‰',
        'Regelmäßig, zum Beispiel am Wochenende',
        'Nein, nie',
        'Das war das erste Mal',
      ];

      await step('questions', async () => {
        // the way in: the card below the topics of /info
        await page.goto('/info');
        await page.getByRole('link', { name: PAGE_TITLES.selfAssessment, exact: true }).tap();
        await page.waitForURL((url) => url.pathname === '/info/quiz');
        await page.getByRole('heading', { level: 1, name: PAGE_TITLES.selfAssessment }).waitFor();
        // the quiz has the main layout with the bottom navigation
        expect(await page.getByRole('navigation', { name: APP_TEXTS.nav.label }).isVisible()).toBe(true);
        for (const [index, answer] of answers.entries()) {
          const question = SELF_ASSESSMENT_QUESTIONS[index]!;
          await page.getByRole('heading', { level: 2, name: question.question }).waitFor();
          expect(
            await page
              .getByRole('progressbar', { name: T.selfAssessment.progress(index + 1, 5) })
              .isVisible(),
          ).toBe(true);
          await radio(page, answer).check();
          await button(page, index === answers.length - 1 ? T.selfAssessment.evaluate : T.next).tap();
        }
      });

      await step('result', async () => {
        const result = page.getByRole('region', { name: T.selfAssessment.resultTitle });
        await result.getByText(T.selfAssessment.type('A3'), { exact: true }).waitFor();
        expect(await result.getByText(T.selfAssessment.typeTitles.A3, { exact: true }).isVisible()).toBe(
          true,
        );
        await screenshot('result');
      });

      await step('restart', async () => {
        await button(page, T.selfAssessment.restart).tap();
        await page.getByRole('heading', { level: 2, name: SELF_ASSESSMENT_QUESTIONS[0]!.question }).waitFor();
        expect(
          await page.getByRole('link', { name: T.selfAssessment.backToOverview }).getAttribute('href'),
        ).toBe('/');
      });
    },
    { id: 'self-assessment' },
  );
});
