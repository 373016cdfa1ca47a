import type { SimulationReport } from '@mpu/contracts';
import { CHAT_TEXTS } from '@mpu/ui-texts';
import { chatWelcome, OFFLINE_MODE_LABEL } from '@mpu/domain';
import { DEMO_ACCOUNTS } from '@mpu/server-kit';
import {
  startOpenAiDouble,
  startTestSystem,
  type OpenAiDouble,
  type TestSystem,
} from '@mpu/server-kit/testing';
import { loginViaApi } from './support/app';
import { e2eSuite } from './support/browser';
import { WEB_DIST_DIR } from './support/paths';

const T = CHAT_TEXTS;

// The chats with an LLM: a system of this file's own whose chat-service talks to an OpenAI-compatible
// double that streams its replies word by word.
let llm: OpenAiDouble;
let system: TestSystem;

beforeAll(async () => {
  llm = await startOpenAiDouble();
  system = await startTestSystem({
    database: 'mpu_e2e_llm',
    redisIndex: 14,
    env: { WEB_DIST_DIR, TRUST_PROXY: 'true', OPENAI_BASE_URL: llm.baseUrl, OPENAI_API_KEY: 'e2e' },
  });
}, 60_000);

afterAll(async () => {
  await system?.teardown();
  await llm?.close();
});

const { test } = e2eSuite('chat-llm', { baseUrl: () => system?.baseUrl });

const REPLY =
  'Danke. Beschreiben Sie bitte, wie Sie den Abend der Trunkenheitsfahrt erlebt haben und was Sie heute anders machen.';

describe('premium user with an LLM', () => {
  test(
    'sees the reply appear word by word and gets the LLM report',
    async (session) => {
      const { page, step } = session;
      await loginViaApi(session, DEMO_ACCOUNTS.premium);
      const log = page.getByRole('log', { name: T.log.label });

      await step('welcome without the offline label', async () => {
        await page.goto('/simulator?createNew=true');
        await page.getByRole('heading', { level: 1, name: T.titles.simulator }).waitFor();
        await log.getByText(chatWelcome('simulator', 'default', 'llm').split('\n')[0]!).waitFor();
        expect(await page.getByText(OFFLINE_MODE_LABEL).count()).toBe(0);
      });

      await step('streamed reply', async () => {
        llm.setBehaviour({ reply: REPLY, firstTokenDelayMs: 300, chunkDelayMs: 120 });
        const input = page.getByRole('textbox', { name: T.input.label });
        await input.fill('Guten Tag, ich bin bereit.');
        await page.getByRole('button', { name: T.input.send }).tap();
        // the first words are on screen while the model is still writing
        await log.getByText(/Danke\. Beschreiben/).waitFor();
        expect(await log.getByText(REPLY).count()).toBe(0);
        await log.getByText(REPLY).waitFor();
      });

      await step('report', async () => {
        llm.setBehaviour({ reply: undefined, firstTokenDelayMs: 0, chunkDelayMs: 0 });
        const input = page.getByRole('textbox', { name: T.input.label });
        for (const message of [
          'Ich bin 2023 mit 1,6 Promille gefahren, weil ich meinen Konsum lange verharmlost habe.',
          'Seit achtzehn Monaten trinke ich keinen Alkohol und lasse das durch Haaranalysen belegen.',
        ]) {
          await input.fill(message);
          await input.press('Enter');
          await log.getByText(message).waitFor();
          await page.getByRole('status', { name: T.log.typing }).waitFor({ state: 'detached' });
        }
        await page.getByRole('button', { name: T.simulator.end }).tap();
        await page
          .getByRole('dialog', { name: T.simulator.endTitle })
          .getByRole('button', { name: T.simulator.endConfirm })
          .tap();
        const report = page.getByRole('article').filter({
          has: page.getByRole('heading', { level: 2, name: T.report.heading }),
        });
        await report.waitFor();
        const requested = llm.requests.at(-1)!.body as { response_format?: { type: string } };
        expect(requested.response_format?.type).toBe('json_schema');
        expect(await report.getByText(T.report.ruleBased).count()).toBe(0);
        const practice = report.getByRole('listitem');
        expect(await practice.count()).toBeGreaterThanOrEqual(3);
        const verdicts: SimulationReport['verdict'][] = ['positive', 'negative'];
        expect(
          await report
            .getByText(new RegExp(`^(${verdicts.map((verdict) => T.report.verdict[verdict]).join('|')})$`))
            .count(),
        ).toBe(1);
      });
    },
    { id: 'llm' },
  );
});
