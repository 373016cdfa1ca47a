import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COMMON_MESSAGES, INFO_MESSAGES } from '@mpu/contracts';
import type { Article, SearchIndexEntry, TopicSummary } from '@mpu/content';
import { ARTICLES, articleOf, sectionPlainText } from '@mpu/content/library';
import { DEMO_ACCOUNTS } from '@mpu/server-kit';
import {
  ApiClient,
  startTestSystem,
  SYSTEM_START_TIMEOUT_MS,
  type TestSystem,
} from '@mpu/server-kit/testing';

let system: TestSystem;
let ipCounter = 0;

async function loggedIn(account: keyof typeof DEMO_ACCOUNTS): Promise<ApiClient> {
  ipCounter += 1;
  const api = new ApiClient(system.baseUrl, { 'x-forwarded-for': `10.2.0.${ipCounter}` });
  const { username, password } = DEMO_ACCOUNTS[account];
  expect((await api.post('/api/login', { username, password })).status).toBe(200);
  return api;
}

/** A sentence of a premium article that must never leave the server for a non-subscriber. */
const premiumSentence = sectionPlainText(articleOf('addiction')!.sections[1]!).slice(0, 80);

beforeAll(async () => {
  system = await startTestSystem({ database: 'mpu_it_info', redisIndex: 8, env: { TRUST_PROXY: 'true' } });
}, SYSTEM_START_TIMEOUT_MS);

afterAll(async () => {
  await system?.teardown();
});

describe('MPU Grundlagen through the gateway', () => {
  it('lists every topic without bodies, for signed-in users only', async () => {
    expect((await new ApiClient(system.baseUrl).get('/api/info/topics')).status).toBe(401);
    const free = await loggedIn('free');
    const topics = (await free.get('/api/info/topics')).body as unknown as TopicSummary[];
    expect(topics.map((topic) => topic.href)).toEqual(ARTICLES.map((article) => article.href));
    expect(JSON.stringify(topics)).not.toContain(premiumSentence);
  });

  it('serves free articles to everyone signed in and premium ones only with a subscription', async () => {
    const free = await loggedIn('free');
    const general = await free.get('/api/info/articles/general');
    expect(general.status).toBe(200);
    expect((general.body as unknown as Article).sections.length).toBeGreaterThan(0);

    const refused = await free.get('/api/info/articles/addiction');
    expect(refused).toMatchObject({ status: 403, body: { message: COMMON_MESSAGES.premiumRequired } });
    expect(JSON.stringify(refused.body)).not.toContain(premiumSentence);

    const premium = await loggedIn('premium');
    const addiction = await premium.get('/api/info/articles/addiction');
    expect(addiction.status).toBe(200);
    expect(JSON.stringify(addiction.body)).toContain(premiumSentence.slice(0, 40));

    expect(await premium.get('/api/info/articles/unbekannt')).toMatchObject({
      status: 404,
      body: { message: INFO_MESSAGES.topicNotFound },
    });
  });

  it('gives non-subscribers premium section titles in the search index but not their text', async () => {
    const free = (await (await loggedIn('free')).get('/api/info/search-index'))
      .body as unknown as SearchIndexEntry[];
    const lockedEntry = free.find((entry) => entry.parentId === 'addiction')!;
    expect(lockedEntry).toMatchObject({ locked: true, content: '' });
    expect(JSON.stringify(free)).not.toContain(premiumSentence);

    const full = (await (await loggedIn('premium')).get('/api/info/search-index'))
      .body as unknown as SearchIndexEntry[];
    expect(full.find((entry) => entry.parentId === 'addiction')).toMatchObject({ locked: false });
    expect(JSON.stringify(full)).toContain(premiumSentence.slice(0, 40));
  });
});

describe('audio summaries of premium articles', () => {
  it('go only to subscribers, with byte ranges for seeking', async () => {
    const free = await loggedIn('free');
    expect((await free.fetch('/api/info/audio/addiction')).status).toBe(403);

    const premium = await loggedIn('premium');
    const whole = await premium.fetch('/api/info/audio/addiction');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/ogg');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('OggS');

    const part = await premium.fetch('/api/info/audio/addiction', { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));

    // free summaries are static files of the web app; topics without audio have none
    expect((await premium.fetch('/api/info/audio/general')).status).toBe(404);
    expect((await premium.fetch('/api/info/audio/costs')).status).toBe(404);
  });
});

describe('the built web app', () => {
  it('contains no premium article text', () => {
    const assets = path.resolve(__dirname, '../../../../dist/apps/web/assets');
    const bundle = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(assets, file), 'utf8'))
      .join('\n');
    expect(bundle.length).toBeGreaterThan(10_000);
    for (const article of ARTICLES.filter((candidate) => candidate.isPremium)) {
      for (const section of article.sections) {
        expect(bundle).not.toContain(sectionPlainText(section).slice(0, 60));
      }
    }
  });
});
