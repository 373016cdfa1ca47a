import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  COMMON_MESSAGES,
  type ChatReplyDto,
  type ChatSessionDto,
  type ChatTurnDto,
} from '@mpu/contracts';
import { DEMO_ACCOUNTS } from '@mpu/server-kit';
import {
  ApiClient,
  countArrivals,
  readServerSentEvents,
  startOpenAiDouble,
  startTestSystem,
  SYSTEM_START_TIMEOUT_MS,
  type OpenAiDouble,
  type TestSystem,
} from '@mpu/server-kit/testing';

let system: TestSystem;
let llm: OpenAiDouble;
let db: Client;
let ipCounter = 0;

const SESSIONS_PER_MINUTE = 4;

function client(): ApiClient {
  ipCounter += 1;
  return new ApiClient(system.baseUrl, { 'x-forwarded-for': `10.1.0.${ipCounter}` });
}

/** A fresh user with an active subscription, logged in (own rate-limit buckets per test). */
async function premiumUser(): Promise<{ api: ApiClient; userId: string }> {
  const api = client();
  const registered = await api.post('/api/register', {
    username: `chat_${randomUUID().slice(0, 8)}`,
    password: 'geheim1',
  });
  const userId = String(registered.body!.id);
  await db.query(
    `INSERT INTO billing.subscriptions (user_id, status, tier, current_period_start, current_period_end)
     VALUES ($1, 'active', 'premium', now(), now() + interval '30 days')`,
    [userId],
  );
  return { api, userId };
}

async function newSession(api: ApiClient, mode: string, body: Record<string, unknown> = {}) {
  const response = await api.post(`/api/sessions/current/${mode}`, { createNew: true, ...body });
  expect(response.status).toBe(200);
  return response.body as unknown as ChatSessionDto;
}

async function turnCount(sessionId: string): Promise<number> {
  const { rows } = await db.query<{ count: string }>(
    'SELECT count(*) FROM chat.turns WHERE session_id = $1',
    [sessionId],
  );
  return Number(rows[0]!.count);
}

function audioForm(bytes: Buffer, type: string, field = 'audio'): FormData {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), 'aufnahme.webm');
  return form;
}

beforeAll(async () => {
  llm = await startOpenAiDouble();
  system = await startTestSystem({
    database: 'mpu_it_chat_gateway',
    redisIndex: 9,
    env: {
      TRUST_PROXY: 'true',
      OPENAI_BASE_URL: llm.baseUrl,
      OPENAI_API_KEY: 'test-key',
      LLM_TIMEOUT_MS: '1500',
      CHAT_SESSIONS_PER_MINUTE: String(SESSIONS_PER_MINUTE),
    },
  });
  db = new Client({ connectionString: system.databaseUrl });
  await db.connect();
}, SYSTEM_START_TIMEOUT_MS);

beforeEach(() => llm.reset());

afterAll(async () => {
  await db?.end();
  await system?.teardown();
  await llm?.close();
});

describe('access', () => {
  it('answers 401 without login and 403 without a subscription, for every chat route', async () => {
    const anonymous = client();
    expect((await anonymous.get('/api/sessions/user/coach')).status).toBe(401);

    const free = client();
    await free.post('/api/login', {
      username: DEMO_ACCOUNTS.free.username,
      password: DEMO_ACCOUNTS.free.password,
    });
    for (const [method, path] of [
      ['GET', '/api/sessions/user/coach'],
      ['POST', '/api/sessions/current/simulator'],
      ['POST', '/api/chat/coach'],
      ['POST', '/api/chat/coach/stream'],
    ] as const) {
      const response = await free.request(method, path, method === 'POST' ? {} : undefined);
      expect(response).toMatchObject({ status: 403, body: { message: COMMON_MESSAGES.premiumRequired } });
    }
    expect(llm.requests).toHaveLength(0);
  });

  it('answers 404 for a mode that does not exist and 400 for a malformed session id', async () => {
    const { api } = await premiumUser();
    expect(await api.get('/api/sessions/user/quiz')).toMatchObject({
      status: 404,
      body: { message: CHAT_MESSAGES.invalidMode },
    });
    expect(await api.get('/api/sessions/not-a-uuid/chats')).toMatchObject({
      status: 400,
      body: { message: CHAT_MESSAGES.invalidSessionId },
    });
  });

  it("answers 404 for another user's session, whatever the route, and changes nothing", async () => {
    const owner = await premiumUser();
    const other = await premiumUser();
    const session = await newSession(owner.api, 'coach');
    await owner.api.post('/api/chat/coach', {
      sessionId: session.id,
      message: 'Ich möchte mich gut vorbereiten.',
    });

    for (const path of [
      `/api/sessions/${session.id}`,
      `/api/sessions/${session.id}/chats`,
      `/api/sessions/${session.id}/preview`,
    ]) {
      expect(await other.api.get(path)).toMatchObject({
        status: 404,
        body: { message: CHAT_MESSAGES.sessionNotFound },
      });
    }
    const send = await other.api.post('/api/chat/coach', {
      sessionId: session.id,
      message: 'Fremde Nachricht',
      userId: owner.userId,
    });
    expect(send).toMatchObject({ status: 404, body: { message: CHAT_MESSAGES.sessionNotFound } });
    expect(
      (await other.api.post('/api/sessions/current/coach', { previousSessionId: session.id })).status,
    ).toBe(404);
    expect(await turnCount(session.id)).toBe(1);
  });
});

describe('sessions and turns', () => {
  it('creates, continues and lists sessions; turns come back oldest first; the preview holds the exchanges', async () => {
    const { api } = await premiumUser();
    const first = await newSession(api, 'simulator', { simulatorType: 'type2' });
    expect(first).toMatchObject({
      type: 'simulator',
      metadata: { simulatorType: 'type2' },
      provider: 'llm',
      report: null,
    });

    const replies: ChatReplyDto[] = [];
    for (const message of ['Ich bin bereit für das Gespräch.', 'Ich bin mit 1,6 Promille gefahren.']) {
      const response = await api.post('/api/chat/simulator', {
        sessionId: first.id,
        message,
        simulatorType: 'type2',
      });
      expect(response.status).toBe(200);
      replies.push(response.body as unknown as ChatReplyDto);
    }
    expect(replies[0]!.message.length).toBeGreaterThan(10);
    expect(replies[0]!.turn.response).toBe(replies[0]!.message);

    const systemPrompt = (llm.requests.at(-1)!.body as { messages: { role: string; content: string }[] })
      .messages;
    expect(systemPrompt[0]!.role).toBe('system');
    expect(systemPrompt.at(-1)).toMatchObject({
      role: 'user',
      content: 'Ich bin mit 1,6 Promille gefahren.',
    });

    const continued = await api.post('/api/sessions/current/simulator', { continueLast: true });
    expect(continued.body).toMatchObject({ id: first.id });

    const turns = (await api.get(`/api/sessions/${first.id}/chats`)).body as unknown as ChatTurnDto[];
    expect(turns.map((turn) => turn.message)).toEqual([
      'Ich bin bereit für das Gespräch.',
      'Ich bin mit 1,6 Promille gefahren.',
    ]);
    expect(Date.parse(turns[0]!.createdAt)).toBeLessThanOrEqual(Date.parse(turns[1]!.createdAt));

    const preview = (await api.get(`/api/sessions/${first.id}/preview`)).body as unknown as unknown[];
    expect(preview).toEqual(turns.map(({ message, response }) => ({ message, response })));

    const second = await newSession(api, 'simulator');
    const list = (await api.get('/api/sessions/user/simulator')).body as unknown as { id: string }[];
    expect(list.map((session) => session.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect((await api.get('/api/sessions/user/coach')).body).toEqual([]);
  });

  it('refuses empty and over-long messages with German 400s and stores nothing', async () => {
    const { api } = await premiumUser();
    const session = await newSession(api, 'coach');
    expect(await api.post('/api/chat/coach', { sessionId: session.id, message: '   ' })).toMatchObject({
      status: 400,
      body: { message: CHAT_MESSAGES.messageRequired },
    });
    const long = 'a'.repeat(CHAT_LIMITS.messageMax + 1);
    expect(await api.post('/api/chat/coach', { sessionId: session.id, message: long })).toMatchObject({
      status: 400,
      body: { message: CHAT_MESSAGES.messageTooLong },
    });
    expect(await api.post('/api/chat/coach', { message: 'Hallo' })).toMatchObject({
      status: 400,
      body: { message: CHAT_MESSAGES.sessionRequired },
    });
    expect(await turnCount(session.id)).toBe(0);
    expect(llm.requests).toHaveLength(0);
  });

  it("limits new sessions per user with the spec's 'Zu viele Sitzungen' answer", async () => {
    const { api } = await premiumUser();
    for (let i = 0; i < SESSIONS_PER_MINUTE; i++) await newSession(api, 'coach');
    const refused = await api.post('/api/sessions/current/coach', { createNew: true });
    expect(refused).toMatchObject({ status: 429, body: { message: CHAT_MESSAGES.tooManySessions } });
    // Continuing is not creating: still allowed.
    expect((await api.post('/api/sessions/current/coach', { continueLast: true })).status).toBe(200);
    // Another user is not affected.
    expect(
      (await (await premiumUser()).api.post('/api/sessions/current/coach', { createNew: true })).status,
    ).toBe(200);
  });
});

describe('provider failures', () => {
  it.each([
    ['a 500', { status: 500 }],
    ['malformed output', { malformed: true }],
    ['a timeout', { hang: true }],
  ])('answers the temporarily-unavailable message on %s and stores nothing', async (_, behaviour) => {
    const { api } = await premiumUser();
    const session = await newSession(api, 'coach');
    llm.setBehaviour(behaviour);
    const response = await api.post('/api/chat/coach', {
      sessionId: session.id,
      message: 'Hallo, ich bin Tom.',
    });
    expect(response).toMatchObject({ status: 503, body: { message: CHAT_MESSAGES.serviceUnavailable } });
    expect(await turnCount(session.id)).toBe(0);
  });

  it('answers a crisis with German help numbers without asking the provider', async () => {
    const { api } = await premiumUser();
    const session = await newSession(api, 'coach');
    llm.setBehaviour({ status: 500 });
    const response = await api.post('/api/chat/coach', {
      sessionId: session.id,
      message: 'Ich will nicht mehr leben.',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ crisis: true });
    expect(String(response.body!.message)).toContain('0800 111 0 111');
    expect(llm.requests).toHaveLength(0);
  });
});

describe('streaming', () => {
  it('streams deltas, then one done event with the stored turn', async () => {
    const { api } = await premiumUser();
    const session = await newSession(api, 'traffic-coach');
    // Each word leaves the double only once the previous one has arrived here as a delta event.
    const received = countArrivals();
    llm.setBehaviour({
      reply: 'Erzähl mir bitte, wie es zu dem Verstoß kam.',
      beforeChunk: (index) => received.reached(index),
    });
    const response = await api.fetch('/api/chat/traffic-coach/stream', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ sessionId: session.id, message: 'Ich bin zu schnell gefahren.' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');

    const events = await readServerSentEvents(response, {
      onEvent: (event) => {
        if (event.event === 'delta') received.arrived();
      },
    });
    const deltas = events.filter((event) => event.event === 'delta');
    expect(deltas.map((event) => (event.data as { text: string }).text)).toEqual([
      'Erzähl ',
      'mir ',
      'bitte, ',
      'wie ',
      'es ',
      'zu ',
      'dem ',
      'Verstoß ',
      'kam.',
    ]);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const { reply } = done.data as { reply: ChatReplyDto };
    expect(reply.message).toBe('Erzähl mir bitte, wie es zu dem Verstoß kam.');
    expect((await api.get(`/api/sessions/${session.id}/chats`)).body).toEqual([reply.turn]);
  });

  it('answers errors before the stream as JSON, and provider failures as an error event, storing nothing', async () => {
    const { api } = await premiumUser();
    const session = await newSession(api, 'coach');
    const unknown = await api.post('/api/chat/coach/stream', { sessionId: randomUUID(), message: 'Hallo' });
    expect(unknown).toMatchObject({ status: 404, body: { message: CHAT_MESSAGES.sessionNotFound } });

    llm.setBehaviour({ status: 500 });
    const response = await api.fetch('/api/chat/coach/stream', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId: session.id, message: 'Hallo, ich bin Tom.' }),
    });
    const events = await readServerSentEvents(response);
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { status: 503, message: CHAT_MESSAGES.serviceUnavailable },
    });
    expect(await turnCount(session.id)).toBe(0);
  });
});

describe('end of simulation and logout', () => {
  it('produces a stored report, closes the simulation and counts sessions closed at logout', async () => {
    const { api } = await premiumUser();
    const session = await newSession(api, 'simulator', { simulatorType: 'type2' });
    expect((await api.post(`/api/sessions/${session.id}/report`)).status).toBe(400);
    for (const message of [
      'Ich bin 2022 mit 1,4 Promille Auto gefahren, weil ich meinen Alkoholkonsum unterschätzt habe.',
      'Heute trinke ich keinen Alkohol mehr und gehe regelmäßig zur Suchtberatung.',
      'Wenn ich Stress habe, rufe ich meinen Bruder an oder gehe laufen statt zu trinken.',
    ]) {
      expect((await api.post('/api/chat/simulator', { sessionId: session.id, message })).status).toBe(200);
    }
    const open = await newSession(api, 'coach');
    await api.post('/api/chat/coach', { sessionId: open.id, message: 'Ich möchte über meine Tat sprechen.' });

    const reported = await api.post(`/api/sessions/${session.id}/report`);
    expect(reported.status).toBe(200);
    const dto = reported.body as unknown as ChatSessionDto;
    expect(dto.report?.report.criteria).toHaveLength(4);
    expect(dto.report?.report.practice).toHaveLength(3);
    expect(['positive', 'negative']).toContain(dto.report?.report.verdict);
    expect((await api.get(`/api/sessions/${session.id}`)).body).toMatchObject({ report: dto.report });

    const closed = await api.post('/api/chat/simulator', { sessionId: session.id, message: 'Noch etwas.' });
    expect(closed).toMatchObject({ status: 409, body: { message: CHAT_MESSAGES.simulationEnded } });

    expect((await api.post('/api/prepare-logout')).body).toEqual({ sessionsCompleted: 1 });
  });
});

describe('transcription', () => {
  it('transcribes an upload and refuses missing, empty, too large and wrongly typed ones', async () => {
    const { api } = await premiumUser();
    const upload = (form: FormData) => api.fetch('/api/transcribe', { method: 'POST', body: form });

    const ok = await upload(audioForm(Buffer.alloc(2048, 1), 'audio/webm;codecs=opus'));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ text: expect.any(String) });

    const cases: [FormData, number, string][] = [
      [audioForm(Buffer.alloc(16), 'audio/webm', 'datei'), 400, CHAT_MESSAGES.audioMissing],
      [audioForm(Buffer.alloc(0), 'audio/webm'), 400, CHAT_MESSAGES.audioEmpty],
      [
        audioForm(Buffer.alloc(CHAT_LIMITS.audioMaxBytes + 1), 'audio/webm'),
        413,
        CHAT_MESSAGES.audioTooLarge,
      ],
      [audioForm(Buffer.alloc(2 * 1024 * 1024), 'audio/webm'), 413, CHAT_MESSAGES.audioTooLarge],
      [audioForm(Buffer.alloc(64), 'image/png'), 415, CHAT_MESSAGES.audioUnsupported],
    ];
    for (const [form, status, message] of cases) {
      const response = await upload(form);
      expect({ status: response.status, body: await response.json() }).toEqual({ status, body: { message } });
    }
    const json = await api.post('/api/transcribe', { audio: 'abc' });
    expect(json).toMatchObject({ status: 400, body: { message: CHAT_MESSAGES.audioMissing } });

    llm.setBehaviour({ transcriptionStatus: 500 });
    const failed = await upload(audioForm(Buffer.alloc(2048, 1), 'audio/webm'));
    expect({ status: failed.status, body: await failed.json() }).toEqual({
      status: 503,
      body: { message: CHAT_MESSAGES.transcriptionFailed },
    });
  });
});
