import type { QuestionnaireRecordDto } from '@mpu/contracts';
import { QUESTIONNAIRE_TEXTS } from '@mpu/ui-texts';
import { questionById } from '@mpu/domain';
import { DEMO_ACCOUNTS } from '@mpu/server-kit';
import type { Page } from 'playwright-core';
import { describedBy, loginViaApi, toastText } from './support/app';
import { e2eSuite } from './support/browser';

const T = QUESTIONNAIRE_TEXTS;
const { test } = e2eSuite('questionnaire');

const question = (id: string) => questionById(id)!.question;

/** Waits until the screen shows question `id` with its progress "Frage X von Y". */
async function onQuestion(page: Page, id: string, progress: string): Promise<void> {
  await page.getByRole('heading', { level: 2, name: question(id) }).waitFor();
  await page.getByText(progress, { exact: true }).waitFor();
}

async function choose(page: Page, id: string, progress: string, label: string): Promise<void> {
  await onQuestion(page, id, progress);
  await page.getByRole('radio', { name: label, exact: true }).check();
  await page.getByRole('button', { name: T.next, exact: true }).tap();
}

/** What the flow below sends: Q3 = ja shows the per-mille question; Q6 and Q11–Q13 stay hidden. */
const EXPECTED_ANSWERS = {
  q1: 'alkohol',
  q2: 'nein',
  q3: 'ja',
  q4: '1,4',
  q5: 'nein',
  q7: 'Juni 2024',
  q8: 'abstinent',
  q9: 'ja',
  q10: 'ja',
  q14: 'gespraech, leistungstests',
};

describe('Starte deine Vorbereitung', () => {
  test(
    'answers with the per-mille branch, survives a reload, submits and is stored',
    async (session) => {
      const { page, step, screenshot } = session;
      await loginViaApi(session, DEMO_ACCOUNTS.premium);

      await step('intro', async () => {
        await page.goto('/questionnaire');
        await page.getByRole('heading', { level: 1, name: T.title }).waitFor();
        await page.getByRole('note').filter({ hasText: T.intro.scope }).waitFor();
        await screenshot('intro');
        await page.getByRole('button', { name: T.intro.start }).tap();
      });

      await step('Q1–Q3, the per-mille question appears', async () => {
        await choose(page, 'q1', 'Frage 1 von 9', 'Wegen Alkohol');
        await choose(page, 'q2', 'Frage 2 von 9', 'Nein');
        await choose(page, 'q3', 'Frage 3 von 9', 'Ja');
        await onQuestion(page, 'q4', 'Frage 4 von 10');
      });

      await step('number validation', async () => {
        const perMille = page.getByRole('textbox', { name: question('q4') });
        expect(await perMille.getAttribute('inputmode')).toBe('decimal');
        await perMille.fill('viel');
        expect(await describedBy(perMille)).toBe('Bitte gib eine gültige Zahl ein');
        expect(await perMille.getAttribute('aria-invalid')).toBe('true');
        await screenshot('number-invalid');
        await perMille.fill('1,4');
        expect(await perMille.getAttribute('aria-invalid')).toBeNull();
      });

      await step('reload keeps the answers', async () => {
        await page.reload();
        await onQuestion(page, 'q4', 'Frage 4 von 10');
        const perMille = page.getByRole('textbox', { name: question('q4') });
        expect(await perMille.inputValue()).toBe('1,4');
        await perMille.press('Enter'); // Enter = Weiter
      });

      await step('Q5–Q14', async () => {
        await choose(page, 'q5', 'Frage 5 von 10', 'Nein');
        await onQuestion(page, 'q7', 'Frage 6 von 10');
        const since = page.getByRole('textbox', { name: question('q7') });
        await since.fill('Juni 2024');
        await since.press('Enter');
        await choose(page, 'q8', 'Frage 7 von 10', 'Ich lebe abstinent');
        await choose(page, 'q9', 'Frage 8 von 10', 'Ja');
        await choose(page, 'q10', 'Frage 9 von 10', 'Ja');
        await onQuestion(page, 'q14', 'Frage 10 von 10');
        await page.getByRole('checkbox', { name: 'Reaktionstests üben' }).check();
        await page.getByRole('checkbox', { name: 'Vorbereitung auf das psychologische Gespräch' }).check();
        await screenshot('checkboxes');
        await page.getByRole('button', { name: T.next, exact: true }).tap();
      });

      await step('summary', async () => {
        await page.getByRole('heading', { level: 2, name: T.summary.title }).waitFor();
        const items = page.getByRole('list', { name: T.summary.title }).getByRole('listitem');
        expect(await items.count()).toBe(10);
        expect(await items.nth(3).innerText()).toContain('1,4');
        expect(await items.nth(9).innerText()).toContain(
          'Vorbereitung auf das psychologische Gespräch, Reaktionstests üben',
        );
        await screenshot('summary');
      });

      await step('submit', async () => {
        await page.getByRole('button', { name: T.summary.submit, exact: true }).tap();
        expect(await toastText(page, 'normal')).toEqual({
          title: QUESTIONNAIRE_TEXTS.submit.successTitle,
          text: QUESTIONNAIRE_TEXTS.submit.successDescription,
        });
        await page.getByRole('heading', { level: 2, name: QUESTIONNAIRE_TEXTS.submit.completed }).waitFor();
        await screenshot('done');
      });

      await step('stored record', async () => {
        const response = await session.context.request.get('/api/questionnaire');
        expect(response.status()).toBe(200);
        const [latest] = (await response.json()) as QuestionnaireRecordDto[];
        expect(latest).toMatchObject({
          userId: DEMO_ACCOUNTS.premium.id,
          username: DEMO_ACCOUNTS.premium.username,
          caseType: 'alkohol',
          hasAbstinenceProof: true,
          hasCompletedMpuBefore: false,
        });
        expect(latest!.answers).toEqual(EXPECTED_ANSWERS);
      });

      await step('a new visit starts at the intro', async () => {
        await page.reload();
        await page.getByRole('button', { name: T.intro.start }).waitFor();
      });
    },
    { id: 'complete' },
  );
});
