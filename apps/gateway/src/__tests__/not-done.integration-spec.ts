import { randomUUID } from 'node:crypto';
import { connect, headers as natsHeaders, JSONCodec, type NatsConnection } from 'nats';
import { Client } from 'pg';
import { COMMON_MESSAGES, DEADLINE_HEADER, SUBJECTS } from '@mpu/contracts';
import {
  ApiClient,
  registerSubscriber,
  startTestSystem,
  SYSTEM_START_TIMEOUT_MS,
  type TestSystem,
} from '@mpu/server-kit/testing';

/**
 * "503" must mean "not done": a service paused while the gateway gave up must not apply the write when
 * it resumes, and a retried create with the same Idempotency-Key returns the first result.
 */
let system: TestSystem;
let db: Client;
let nats: NatsConnection;
let ipCounter = 0;
const codec = JSONCodec<unknown>();

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
const CHANGED_PLAN = { ...PLAN, methods: ['urine', 'hair'] };
const RUN = {
  test: 'tapk2',
  answers: Array.from({ length: 60 }, (_, index) => ({ correct: index % 2 === 0, time: 900 })),
};

function subscriber() {
  ipCounter += 1;
  return registerSubscriber(system.baseUrl, db, { address: `10.11.0.${ipCounter}`, namePrefix: 'notdone' });
}

async function storedMethods(userId: string): Promise<string[] | null> {
  const { rows } = await db.query<{ methods: string[] }>(
    'SELECT methods FROM feedback.planner_plans WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.methods ?? null;
}

/** Runs `during` while feedback-service is paused (SIGSTOP), and resumes it whatever happens. */
async function whilePaused<T>(during: () => Promise<T>): Promise<T> {
  system.signalApp('feedback-service', 'SIGSTOP');
  try {
    return await during();
  } finally {
    system.signalApp('feedback-service', 'SIGCONT');
  }
}

/** Resolves once feedback-service answers again (everything it had queued was received before). */
async function feedbackServiceAnswers(api: ApiClient): Promise<void> {
  expect((await api.get('/api/planner')).status).toBe(200);
}

beforeAll(async () => {
  system = await startTestSystem({
    database: 'mpu_it_not_done',
    redisIndex: 3,
    // Short so the paused service makes the gateway give up soon, yet far above what a request takes on a
    // busy machine (up to ~1 s with both cores hogged).
    env: { TRUST_PROXY: 'true', NATS_REQUEST_TIMEOUT_MS: '4000' },
  });
  db = new Client({ connectionString: system.databaseUrl });
  await db.connect();
  nats = await connect({ servers: system.natsUrl });
}, SYSTEM_START_TIMEOUT_MS);

afterAll(async () => {
  await nats?.close();
  await db?.end();
  await system?.teardown();
});

describe('a request whose deadline has passed', () => {
  it('is refused by the service before its handler runs, and nothing is written', async () => {
    const { api, userId } = await subscriber();
    expect((await api.put('/api/planner', PLAN)).status).toBe(200);
    const headers = natsHeaders();
    headers.set(DEADLINE_HEADER, String(Date.now() - 1));
    const packet = {
      pattern: SUBJECTS.feedback.savePlan,
      id: randomUUID(),
      data: { userId, plan: CHANGED_PLAN },
    };
    const reply = codec.decode(
      (await nats.request(SUBJECTS.feedback.savePlan, codec.encode(packet), { timeout: 10_000, headers }))
        .data,
    ) as { err?: { code: string; status: number; message: string } };
    expect(reply.err).toEqual({
      code: 'DEADLINE_EXCEEDED',
      status: 503,
      message: COMMON_MESSAGES.serviceUnavailable,
    });
    expect(await storedMethods(userId)).toEqual(['urine']);
  });

  it('is not applied when the paused service resumes after the gateway answered 503', async () => {
    const { api, userId } = await subscriber();
    expect((await api.put('/api/planner', PLAN)).status).toBe(200);
    const answer = await whilePaused(() => api.put('/api/planner', CHANGED_PLAN));
    expect(answer).toMatchObject({ status: 503, body: { message: COMMON_MESSAGES.serviceUnavailable } });
    await feedbackServiceAnswers(api);
    expect(await storedMethods(userId)).toEqual(['urine']);
    expect((await api.get('/api/planner')).body).toMatchObject({ plan: { methods: ['urine'] } });
  });
});

describe('a retried create with the same Idempotency-Key', () => {
  it('leaves one run after a 503 and a retry, and answers the first result', async () => {
    const { api, userId } = await subscriber();
    const key = randomUUID();
    const first = await whilePaused(() =>
      api.post('/api/reaction-tests/runs', RUN, { 'idempotency-key': key }),
    );
    expect(first.status).toBe(503);
    const retry = await api.post('/api/reaction-tests/runs', RUN, { 'idempotency-key': key });
    expect(retry.status).toBe(201);
    const again = await api.post('/api/reaction-tests/runs', RUN, { 'idempotency-key': key });
    expect(again).toEqual({ ...retry, headers: again.headers });
    const { rows } = await db.query<{ id: string }>(
      'SELECT id FROM feedback.reaction_test_runs WHERE user_id = $1',
      [userId],
    );
    expect(rows).toEqual([{ id: retry.body!.id }]);
  });

  it('returns the first questionnaire instead of storing a second one', async () => {
    const { api, userId } = await subscriber();
    const key = randomUUID();
    const answers = {
      q1: 'alkohol',
      q2: 'nein',
      q3: 'nein',
      q5: 'nein',
      q7: 'Nach einer Feier gefahren.',
      q8: 'abstinent',
      q9: 'ja',
      q10: 'ja',
      q14: 'gespraech',
    };
    const results = await Promise.all(
      [1, 2, 3].map(() => api.post('/api/questionnaire', { answers }, { 'idempotency-key': key })),
    );
    expect(results.map((result) => result.status)).toEqual([201, 201, 201]);
    expect(new Set(results.map((result) => result.body!.id)).size).toBe(1);
    const { rows } = await db.query('SELECT id FROM feedback.questionnaires WHERE user_id = $1', [userId]);
    expect(rows).toHaveLength(1);
  });

  it('returns the stored chat reply instead of a second turn', async () => {
    const { api, userId } = await subscriber();
    const session = await api.post('/api/sessions/current/coach', { createNew: true });
    const body = { sessionId: session.body!.id, message: 'Ich möchte mich gut vorbereiten.' };
    const key = randomUUID();
    const first = await api.post('/api/chat/coach', body, { 'idempotency-key': key });
    expect(first.status).toBe(200);
    const retry = await api.post('/api/chat/coach', body, { 'idempotency-key': key });
    expect(retry.body).toEqual(first.body);
    const streamed = await api.fetch('/api/chat/coach/stream', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    });
    expect(await streamed.text()).toContain(JSON.stringify((first.body as { turn: { id: string } }).turn.id));
    const { rows } = await db.query(
      'SELECT t.id FROM chat.turns t JOIN chat.sessions s ON s.id = t.session_id WHERE s.user_id = $1',
      [userId],
    );
    expect(rows).toHaveLength(1);
  });

  it('refuses a malformed key with a German 400', async () => {
    const { api } = await subscriber();
    expect(await api.post('/api/reaction-tests/runs', RUN, { 'idempotency-key': 'kurz' })).toMatchObject({
      status: 400,
      body: { message: COMMON_MESSAGES.invalidIdempotencyKey },
    });
  });
});
