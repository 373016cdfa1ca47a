import { request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { CHAT_MESSAGES, COMMON_MESSAGES } from '@mpu/contracts';
import { DEMO_ACCOUNTS } from '@mpu/server-kit';
import {
  ApiClient,
  registerSubscriber,
  startTestSystem,
  SYSTEM_START_TIMEOUT_MS,
  type TestSystem,
} from '@mpu/server-kit/testing';

/**
 * What a black-box probe of the running gateway tried as an attacker and as a careless client: path
 * spellings the router decodes, cross-site writes, cacheable personal answers, login lock-outs, framework
 * errors in their own shape, NUL bytes and lone surrogates, English schema texts.
 */
let system: TestSystem;
let db: Client;
let ipCounter = 0;
const EVIL = 'http://evil.example';
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

function client(): ApiClient {
  ipCounter += 1;
  return new ApiClient(system.baseUrl, {
    'x-forwarded-for': `10.9.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
  });
}

function subscriber() {
  ipCounter += 1;
  return registerSubscriber(system.baseUrl, db, {
    address: `10.9.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
    namePrefix: 'hard',
  });
}

const PLAN = {
  methods: ['urine'],
  startDate: '2026-11-22',
  appointments: [
    {
      id: 'urine-1',
      date: '2026-12-07',
      type: 'urine',
      description: 'Urinscreening 1 von 6',
      completed: false,
    },
  ],
};

/** Raw HTTP, so that the path reaches the server exactly as written (fetch would normalise `/./` and `//`). */
function raw(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const url = new URL(system.baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: { ...headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Every way of spelling `/api/<rest>` that a router or proxy may read as the same path. */
function spellings(path: string): string[] {
  const rest = path.slice('/api/'.length);
  return [
    `/%61pi/${rest}`,
    `/%61%70%69/${rest}`,
    `/api%2F${rest}`,
    `/api%2f${rest}`,
    `//api/${rest}`,
    `/api//${rest}`,
    `/./api/${rest}`,
    `/api/./${rest}`,
    `/x/../api/${rest}`,
    `/API/${rest}`,
    `/Api/${rest}`,
    `/api/${rest.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`)}`,
    `/api\\${rest}`,
  ];
}

/** The write routes of the OpenAPI document with their path parameters filled in. */
async function writeRoutes(sessionId: string): Promise<{ method: string; path: string }[]> {
  const document = (await (await fetch(`${system.baseUrl}/api/docs-json`)).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const routes: { method: string; path: string }[] = [];
  for (const [template, operations] of Object.entries(document.paths)) {
    for (const method of Object.keys(operations)) {
      if (['get', 'head', 'options'].includes(method)) continue;
      const path = template.replace('{mode}', 'coach').replace('{id}', sessionId);
      routes.push({ method: method.toUpperCase(), path });
    }
  }
  return routes;
}

beforeAll(async () => {
  system = await startTestSystem({
    database: 'mpu_it_hardening',
    redisIndex: 4,
    env: { TRUST_PROXY: 'true' },
  });
  db = new Client({ connectionString: system.databaseUrl });
  await db.connect();
}, SYSTEM_START_TIMEOUT_MS);

afterAll(async () => {
  await db?.end();
  await system?.teardown();
});

describe('cross-site writes and path spellings', () => {
  it('refuses every write route from another site under every spelling, and stores nothing', async () => {
    const { api, userId } = await subscriber();
    expect((await api.put('/api/planner', PLAN)).status).toBe(200);
    const session = await api.post('/api/sessions/current/coach', { createNew: true });
    const routes = await writeRoutes(String(session.body!.id));
    expect(routes.length).toBeGreaterThanOrEqual(12);
    const cookie = `mpu_sid=${api.cookie('mpu_sid')}`;
    const changed = JSON.stringify({ ...PLAN, methods: ['hair'] });

    for (const { method, path } of routes) {
      for (const spelling of [path, ...spellings(path)]) {
        const answer = await raw(
          method,
          spelling,
          { origin: EVIL, cookie, 'content-type': 'application/json', 'x-forwarded-for': '10.9.255.1' },
          changed,
        );
        expect({ method, spelling, status: answer.status, body: answer.body }).toEqual({
          method,
          spelling,
          status: 403,
          body: JSON.stringify({ message: COMMON_MESSAGES.csrfRejected }),
        });
      }
    }
    const { rows } = await db.query('SELECT methods FROM feedback.planner_plans WHERE user_id = $1', [
      userId,
    ]);
    expect(rows).toEqual([{ methods: ['urine'] }]);
    expect(
      await db.query(
        'SELECT count(*)::int AS n FROM chat.turns t JOIN chat.sessions s ON s.id = t.session_id WHERE s.user_id = $1',
        [userId],
      ),
    ).toMatchObject({ rows: [{ n: 0 }] });
  });

  it('refuses a cross-site form login (login CSRF) under any spelling', async () => {
    const { username, password } = DEMO_ACCOUNTS.premium;
    const form = `username=${encodeURIComponent(username)}&password=${encodeURIComponent(password)}`;
    for (const spelling of ['/api/login', ...spellings('/api/login')]) {
      const answer = await raw(
        'POST',
        spelling,
        { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' },
        form,
      );
      expect({ spelling, status: answer.status, cookie: answer.headers['set-cookie'] }).toEqual({
        spelling,
        status: 403,
        cookie: undefined,
      });
    }
  });

  it('reads JSON only: a same-site form or text body gets 415 and no session', async () => {
    const { username, password } = DEMO_ACCOUNTS.premium;
    const origin = system.baseUrl;
    const form = await raw(
      'POST',
      '/api/login',
      { origin, 'content-type': 'application/x-www-form-urlencoded' },
      `username=${encodeURIComponent(username)}&password=${password}`,
    );
    expect(form).toMatchObject({
      status: 415,
      body: JSON.stringify({ message: COMMON_MESSAGES.unsupportedMediaType }),
    });
    expect(form.headers['set-cookie']).toBeUndefined();
    const text = await raw(
      'POST',
      '/api/login',
      { origin, 'content-type': 'text/plain' },
      JSON.stringify({ username, password }),
    );
    expect(text.status).toBe(415);
    expect(text.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a same-site API path spelt other than canonically, with the API headers', async () => {
    const { api, userId } = await subscriber();
    expect((await api.put('/api/planner', PLAN)).status).toBe(200);
    const cookie = `mpu_sid=${api.cookie('mpu_sid')}`;
    const changed = JSON.stringify({ ...PLAN, methods: ['hair'] });
    for (const spelling of spellings('/api/planner')) {
      for (const method of ['GET', 'PUT']) {
        const answer = await raw(
          method,
          spelling,
          { origin: system.baseUrl, cookie, 'content-type': 'application/json' },
          method === 'PUT' ? changed : undefined,
        );
        expect({ spelling, method, status: answer.status, body: answer.body }).toEqual({
          spelling,
          method,
          status: 400,
          body: JSON.stringify({ message: COMMON_MESSAGES.invalidAddress }),
        });
        expect(answer.headers['content-security-policy']).toBe(API_CSP);
        expect(answer.headers['cache-control']).toBe('no-store');
      }
    }
    const { rows } = await db.query('SELECT methods FROM feedback.planner_plans WHERE user_id = $1', [
      userId,
    ]);
    expect(rows).toEqual([{ methods: ['urine'] }]);
  });
});

describe('caching of personal answers', () => {
  it('marks every authenticated API answer no-store, premium audio private', async () => {
    const { api } = await subscriber();
    const session = await api.post('/api/sessions/current/coach', { createNew: true });
    const id = String(session.body!.id);
    expect((await api.put('/api/planner', PLAN)).status).toBe(200);
    const paths = [
      '/api/user',
      '/api/stripe/subscription-status',
      '/api/sessions/user/coach',
      `/api/sessions/${id}`,
      `/api/sessions/${id}/chats`,
      `/api/sessions/${id}/preview`,
      '/api/info/topics',
      '/api/info/articles/addiction',
      '/api/info/search-index',
      '/api/questionnaire',
      '/api/planner',
      '/api/reaction-tests/runs',
    ];
    for (const path of paths) {
      const answer = await api.get(path);
      expect({ path, status: answer.status, cacheControl: answer.headers.get('cache-control') }).toEqual({
        path,
        status: 200,
        cacheControl: 'no-store',
      });
    }
    const audio = await api.fetch('/api/info/audio/addiction');
    expect(audio.status).toBe(200);
    expect(audio.headers.get('cache-control')).toMatch(/^private\b/);
    await audio.arrayBuffer();
  });
});

describe('login limits', () => {
  it('lets one address sign in successfully again and again', async () => {
    const office = client();
    const { username, password } = DEMO_ACCOUNTS.free;
    for (let attempt = 0; attempt < 25; attempt++) {
      const answer = await office.post('/api/login', { username, password });
      expect({ attempt, status: answer.status }).toEqual({ attempt, status: 200 });
    }
  });

  it("bounds a stranger's guesses without locking the account for its owner", async () => {
    const { username } = await subscriber();
    const stranger = client();
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await stranger.post('/api/login', { username, password: `falsch-${attempt}` })).status).toBe(
        401,
      );
    const refused = await stranger.post('/api/login', { username, password: 'geheim123' });
    expect(refused).toMatchObject({ status: 429, body: { message: COMMON_MESSAGES.tooManyRequests } });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    expect((await client().post('/api/login', { username, password: 'geheim123' })).status).toBe(200);
  });

  it('refuses parallel guesses beyond the limit before checking them', async () => {
    const { username } = await subscriber();
    const stranger = client();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) =>
        stranger.post('/api/login', { username, password: `raten-${attempt}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it('caps the failures one address may cause across many usernames', async () => {
    const sprayer = client();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 32; attempt++)
      statuses.push(
        (
          await sprayer.post('/api/login', {
            username: `niemand${attempt}@example.de`,
            password: 'passwort1',
          })
        ).status,
      );
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('sends Retry-After with the other 429s too', async () => {
    const { api } = await subscriber();
    let last = await api.post('/api/sessions/current/coach', { createNew: true });
    for (let attempt = 0; attempt < 20 && last.status === 200; attempt++)
      last = await api.post('/api/sessions/current/coach', { createNew: true });
    expect(last).toMatchObject({ status: 429, body: { message: CHAT_MESSAGES.tooManySessions } });
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });
});

describe('errors from any layer', () => {
  it('answers framework errors as German { message } with the API headers', async () => {
    const badUrl = await raw('GET', '/api/info/articles/%ff', {});
    expect(badUrl).toMatchObject({
      status: 400,
      body: JSON.stringify({ message: COMMON_MESSAGES.invalidAddress }),
    });
    expect(badUrl.headers['content-security-policy']).toBe(API_CSP);

    const longParam = await raw('GET', `/api/info/articles/${'a'.repeat(2000)}`, {});
    expect(longParam).toMatchObject({
      status: 414,
      body: JSON.stringify({ message: COMMON_MESSAGES.addressTooLong }),
    });

    const hugeHeader = await raw('GET', '/api/user', { 'x-padding': 'a'.repeat(20_000) });
    expect(hugeHeader).toMatchObject({
      status: 431,
      body: JSON.stringify({ message: COMMON_MESSAGES.headersTooLarge }),
    });
    expect(hugeHeader.headers['cache-control']).toBe('no-store');

    const badJson = await raw(
      'POST',
      '/api/login',
      { origin: system.baseUrl, 'content-type': 'application/json' },
      '{"username":',
    );
    expect(badJson).toMatchObject({
      status: 400,
      body: JSON.stringify({ message: COMMON_MESSAGES.invalidInput }),
    });
  });

  it.each([
    ['a NUL byte', 'Hallo\u0000Welt'],
    ['a lone surrogate', 'Hallo\ud800Welt'],
  ])('refuses %s in every text field with a German 400 and stores nothing', async (_name, bad) => {
    const { api, userId } = await subscriber();
    const session = await api.post('/api/sessions/current/coach', { createNew: true });
    const sessionId = String(session.body!.id);
    const refusals = [
      await client().post('/api/login', { username: bad, password: 'passwort1' }),
      await client().post('/api/register', {
        username: `neu_${randomUUID().slice(0, 6)}@example.de`,
        password: 'passwort1',
        displayName: bad,
      }),
      await api.post('/api/chat/coach', { sessionId, message: bad }),
      await api.post('/api/questionnaire', {
        answers: {
          q1: 'alkohol',
          q2: 'nein',
          q3: 'nein',
          q5: 'nein',
          q7: bad,
          q8: 'abstinent',
          q9: 'ja',
          q10: 'ja',
          q14: 'gespraech',
        },
      }),
      await api.put('/api/planner', {
        ...PLAN,
        appointments: [{ ...PLAN.appointments[0], description: bad }],
      }),
      await api.put('/api/planner', { ...PLAN, appointments: [{ ...PLAN.appointments[0], id: bad }] }),
    ];
    for (const refusal of refusals)
      expect(refusal).toMatchObject({ status: 400, body: { message: COMMON_MESSAGES.unsafeText } });

    const stream = await api.fetch('/api/chat/coach/stream', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId, message: bad }),
    });
    expect(stream.status).toBe(400);
    expect(stream.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await stream.json()).toEqual({ message: COMMON_MESSAGES.unsafeText });

    const stored = await db.query(
      `SELECT (SELECT count(*) FROM chat.turns t JOIN chat.sessions s ON s.id = t.session_id WHERE s.user_id = $1)
            + (SELECT count(*) FROM feedback.questionnaires WHERE user_id = $1)
            + (SELECT count(*) FROM feedback.planner_plans WHERE user_id = $1) AS n`,
      [userId],
    );
    expect(Number(stored.rows[0].n)).toBe(0);
  });

  it.each([
    ['POST', '/api/sessions/current/coach', { createNew: null }],
    ['POST', '/api/sessions/current/coach', 5],
    ['POST', '/api/chat/coach', { sessionId: 5, message: 5 }],
    ['POST', '/api/reaction-tests/runs', { test: 'tapk2', answers: [{ correct: null, time: 'x' }] }],
    ['POST', '/api/questionnaire', { answers: 5 }],
    ['PUT', '/api/planner', { ...PLAN, appointments: [{ ...PLAN.appointments[0], completed: null }] }],
    ['PUT', '/api/planner', { ...PLAN, methods: 'urine' }],
  ])('answers %s %s %j in German', async (method, path, body) => {
    const { api } = await subscriber();
    const answer = await api.request(method, path, body);
    expect(answer.status).toBe(400);
    expect(String(answer.body!.message)).not.toMatch(/\b(invalid|expected|received|input)\b/i);
  });
});
