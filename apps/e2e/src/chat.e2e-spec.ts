import { SIMULATOR_TYPE_LABELS, type ChatMode, type TranscriptTurn } from '@mpu/contracts';
import { APP_TEXTS, CHAT_TEXTS } from '@mpu/ui-texts';
import { chatWelcome, offlineInterviewerReply, OFFLINE_MODE_LABEL } from '@mpu/domain';
import { DEMO_ACCOUNTS } from '@mpu/server-kit';
import { OPENAI_DOUBLE_DEFAULT_TRANSCRIPT } from '@mpu/server-kit/testing';
import type { Page } from 'playwright-core';
import { loginViaApi, pathname } from './support/app';
import { e2eSuite } from './support/browser';

const T = CHAT_TEXTS;
const { test } = e2eSuite('chat');

/** The chat log; its last bubble is the newest message. */
function chatLog(page: Page) {
  return page.getByRole('log', { name: T.log.label });
}

/** Sends a message with the keyboard (Enter) and waits until the interviewer's reply is in the log. */
async function sendAndAwaitReply(page: Page, message: string, reply: string): Promise<void> {
  const input = page.getByRole('textbox', { name: T.input.label });
  await input.fill(message);
  await input.press('Enter');
  await chatLog(page).getByText(message).waitFor();
  await chatLog(page).getByText(reply.split('\n')[0]!, { exact: false }).last().waitFor();
  await page
    .getByRole('status', { name: T.log.typing })
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  expect(await input.inputValue()).toBe('');
}

/** The entries of the open session popup other than the current session. */
function otherSessions(page: Page) {
  return page
    .getByRole('region', { name: T.sessions.title })
    .locator('button:not([aria-current="true"])')
    .filter({ hasText: /^Sitzung vom / });
}

/** What the offline practice interviewer answers next (it is deterministic). */
function expectedReply(mode: ChatMode, history: TranscriptTurn[], message: string, simulatorType?: 'type2') {
  return offlineInterviewerReply({ mode, simulatorType, history, message });
}

const MODES: { mode: ChatMode; title: string; answer: string }[] = [
  { mode: 'coach', title: T.titles.coach, answer: 'Ich möchte mich ehrlich auf meine MPU vorbereiten.' },
  {
    mode: 'traffic-coach',
    title: T.titles['traffic-coach'],
    answer: 'Ich habe zu viele Punkte in Flensburg gesammelt.',
  },
  { mode: 'simulator', title: T.titles.simulator, answer: 'Ich bin bereit für das Gespräch.' },
  {
    mode: 'traffic-simulator',
    title: T.titles['traffic-simulator'],
    answer: 'Guten Tag, ich bin bereit.',
  },
];

describe('premium user, offline practice interviewer', () => {
  test(
    'opens each of the four chats, sees its welcome and gets a reply',
    async (session) => {
      const { page, step } = session;
      await loginViaApi(session, DEMO_ACCOUNTS.premium);
      for (const { mode, title, answer } of MODES) {
        await step(`${mode} welcome`, async () => {
          await page.goto(`/${mode}?createNew=true`);
          await page.getByRole('heading', { level: 1, name: title }).waitFor();
          await page.locator('header').getByText(OFFLINE_MODE_LABEL).first().waitFor();
          const welcome = chatWelcome(mode, undefined, 'offline');
          // The first paragraph of the mode's welcome (the topic lists follow in the same bubble).
          await chatLog(page).getByText(welcome.split('\n')[0]!, { exact: false }).waitFor();
          if (mode === 'coach') {
            // spec 1 §4: five topics for alcohol and drugs
            for (const line of welcome.split('\n').filter((text) => /^\d\. /.test(text))) {
              await chatLog(page).getByText(line, { exact: false }).waitFor();
            }
          }
          // createNew is replaced by the session id, so a reload continues instead of creating again.
          await page.waitForURL(/sessionId=/);
        });
        await step(`${mode} reply`, async () => {
          await sendAndAwaitReply(page, answer, expectedReply(mode, [], answer));
        });
      }
    },
    { id: 'modes' },
  );

  test(
    'switches sessions through the popup with a hover preview',
    async (session) => {
      const { page, step } = session;
      await loginViaApi(session, DEMO_ACCOUNTS.premium);
      const first = 'Das ist meine erste Sitzung zum Thema Alkohol.';
      const firstReply = expectedReply('coach', [], first);

      await step('first session', async () => {
        await page.goto('/coach?createNew=true');
        await page.getByRole('heading', { level: 1, name: T.titles.coach }).waitFor();
        await sendAndAwaitReply(page, first, firstReply);
      });
      const firstUrl = page.url();

      await step('second session', async () => {
        await page.getByRole('button', { name: T.session.newSession }).tap();
        await page.waitForURL((url) => url.toString() !== firstUrl && url.searchParams.has('sessionId'));
        await chatLog(page).getByText(first).waitFor({ state: 'detached' });
      });

      await step('popup with preview', async () => {
        await page.getByRole('button', { name: T.sessions.button }).tap();
        const popup = page.getByRole('region', { name: T.sessions.title });
        await popup.waitFor();
        const entries = popup.getByRole('button', { name: /^Sitzung vom / });
        // the list loads after the popup opens
        await entries.nth(1).waitFor();
        expect(await entries.count()).toBeGreaterThanOrEqual(2);
        // newest activity first: right after the current (empty) session comes the one just used
        const older = otherSessions(page).first();
        const olderName = (await older.getAttribute('aria-label')) ?? (await older.innerText());
        await older.hover();
        const preview = page.getByRole('region', { name: /^Vorschau der Sitzung vom / });
        await preview.getByText(first).waitFor();
        expect(olderName).toMatch(/^Sitzung vom \d{2}\.\d{2}\.\d{4}/);
      });

      await step('switched', async () => {
        await otherSessions(page).first().click();
        await chatLog(page).getByText(first).waitFor();
        await chatLog(page).getByText(firstReply.split('\n')[0]!, { exact: false }).waitFor();
        expect(page.url()).toBe(firstUrl);
      });
    },
    { id: 'sessions' },
  );

  test(
    'runs a Typ C simulation to its report',
    async (session) => {
      const { page, step } = session;
      await loginViaApi(session, DEMO_ACCOUNTS.premium);
      const typC = SIMULATOR_TYPE_LABELS.simulator.type2!;

      await step('type picker', async () => {
        await page.goto('/simulator');
        await page.getByRole('heading', { level: 1, name: T.titles.simulator }).waitFor();
        await page.getByRole('button', { name: T.simulator.newButton }).tap();
        const dialog = page.getByRole('dialog', { name: T.simulator.pickerTitle });
        await dialog.waitFor();
        for (const label of Object.values(SIMULATOR_TYPE_LABELS.simulator)) {
          expect(await dialog.getByRole('button', { name: label, exact: true }).isVisible()).toBe(true);
        }
        // spec 1 §4: choices in the first 0.5 s after opening are ignored (guard against the opening tap)
        await page.waitForTimeout(600);
        await dialog.getByRole('button', { name: typC, exact: true }).tap();
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await page.locator('header').getByText(typC, { exact: true }).waitFor();
        await chatLog(page)
          .getByText(chatWelcome('simulator', 'type2', 'offline').split('\n')[0]!, { exact: false })
          .waitFor();
      });

      const answers = [
        'Ich bin bereit für das Gespräch und möchte ehrlich über meine Trunkenheitsfahrt sprechen.',
        'Ich bin im März 2023 nach einer Feier mit 1,6 Promille nach Hause gefahren, weil ich mich überschätzt habe.',
        'Heute trinke ich seit achtzehn Monaten keinen Alkohol mehr und lasse das mit Haaranalysen belegen.',
        'Wenn ich Stress habe, gehe ich laufen oder rufe meinen Bruder an, statt zu trinken wie früher.',
      ];
      await step('interview', async () => {
        const history: TranscriptTurn[] = [];
        for (const message of answers) {
          const response = expectedReply('simulator', history, message, 'type2');
          await sendAndAwaitReply(page, message, response);
          history.push({ message, response });
        }
      });

      await step('report', async () => {
        await page.getByRole('button', { name: T.simulator.end }).tap();
        const confirm = page.getByRole('dialog', { name: T.simulator.endTitle });
        await confirm.getByRole('button', { name: T.simulator.endConfirm }).tap();
        const report = page.getByRole('article').filter({
          has: page.getByRole('heading', { level: 2, name: T.report.heading }),
        });
        await report.waitFor();
        const verdict = report.getByText(
          new RegExp(`^(${T.report.verdict.positive}|${T.report.verdict.negative})$`),
        );
        expect(await verdict.count()).toBe(1);
        await report.getByText(T.report.ruleBased).waitFor();
        await report.getByRole('heading', { name: T.report.practiceHeading }).waitFor();
        await page.getByRole('button', { name: T.simulator.restart }).waitFor();
        expect(await page.getByRole('textbox', { name: T.input.label }).count()).toBe(0);
      });
    },
    { id: 'report' },
  );

  test(
    'turns a recording into text in the input without sending it',
    async (session) => {
      const { page, step } = session;
      await loginViaApi(session, DEMO_ACCOUNTS.premium);
      await step('recording', async () => {
        await page.goto('/traffic-coach?createNew=true');
        await page.getByRole('heading', { level: 1, name: T.titles['traffic-coach'] }).waitFor();
        await page.getByRole('button', { name: T.voice.start }).tap();
        await page.getByText(T.voice.recording, { exact: true }).first().waitFor();
        // more than one 1000 ms chunk of the fake microphone
        await page.waitForTimeout(1500);
      });
      await step('transcript', async () => {
        await page.getByRole('button', { name: T.voice.stop }).tap();
        const input = page.getByRole('textbox', { name: T.input.label });
        await page.getByText(T.voice.processing, { exact: true }).first().waitFor({ state: 'detached' });
        await page.waitForFunction(
          (element) => (element as HTMLTextAreaElement).value !== '',
          await input.elementHandle(),
        );
        expect(await input.inputValue()).toBe(OPENAI_DOUBLE_DEFAULT_TRANSCRIPT);
        // not sent: the log holds only the welcome
        expect(await chatLog(page).getByText(OPENAI_DOUBLE_DEFAULT_TRANSCRIPT).count()).toBe(0);
      });
    },
    { id: 'voice' },
  );
});

describe('free user', () => {
  test(
    'is sent to the gate on the traffic simulator',
    async (session) => {
      const { page, step } = session;
      await loginViaApi(session, DEMO_ACCOUNTS.free);
      await step('gate', async () => {
        await page.goto('/traffic-simulator?createNew=true');
        await page.getByRole('dialog', { name: APP_TEXTS.gate.title }).waitFor();
        expect(await page.getByRole('textbox', { name: T.input.label }).count()).toBe(0);
        expect(pathname(page)).toBe('/traffic-simulator');
      });
    },
    { id: 'gate' },
  );
});
