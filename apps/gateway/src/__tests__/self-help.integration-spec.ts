import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import {
  COMMON_MESSAGES,
  SELF_HELP_MESSAGES,
  type PlannerStateDto,
  type QuestionnaireRecordDto,
  type ReactionRunDto,
} from '@mpu/contracts';
import { DEMO_ACCOUNTS } from '@mpu/server-kit';
import {
  ApiClient,
  startTestSystem,
  SYSTEM_START_TIMEOUT_MS,
  type TestSystem,
} from '@mpu/server-kit/testing';

let system: TestSystem;
let db: Client;
let ipCounter = 0;

function client(): ApiClient {
  ipCounter += 1;
  return new ApiClient(system.baseUrl, { 'x-forwarded-for': `10.3.0.${ipCounter}` });
}

/** A fresh user with an active subscription, logged in. */
async function subscriber(): Promise<{ api: ApiClient; userId: string; username: string }> {
  const api = client();
  const username = `self_${randomUUID().slice(0, 8)}`;
  const registered = await api.post('/api/register', { username, password: 'geheim1' });
  expect(registered.status).toBe(201);
  const userId = String(registered.body!.id);
  await db.query(
    `INSERT INTO billing.subscriptions (user_id, status, tier, current_period_start, current_period_end)
     VALUES ($1, 'active', 'premium', now(), now() + interval '30 days')`,
    [userId],
  );
  return { api, userId, username };
}

async function count(table: string, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: string }>(
    `SELECT count(*) FROM feedback.${table} WHERE user_id = $1`,
    [userId],
  );
  return Number(rows[0]!.count);
}

/** Alcohol at the wheel (Q3 = ja shows the per-mille question Q4), first MPU (Q10 = ja hides Q11–Q13). */
const ANSWERS = {
  q1: 'alkohol',
  q2: 'nein',
  q3: 'ja',
  q4: '1,4',
  q5: 'nein',
  q7: 'Nach einer Feier bin ich noch gefahren.',
  q8: 'abstinent',
  q9: 'ja',
  q10: 'ja',
  q14: 'gespraech, nachweise',
};

beforeAll(async () => {
  system = await startTestSystem({
    database: 'mpu_it_self_help',
    redisIndex: 7,
    env: { TRUST_PROXY: 'true' },
  });
  db = new Client({ connectionString: system.databaseUrl });
  await db.connect();
}, SYSTEM_START_TIMEOUT_MS);

afterAll(async () => {
  await db?.end();
  await system?.teardown();
});

describe('POST /api/questionnaire', () => {
  it('answers 401 signed out and 403 without a subscription', async () => {
    expect((await client().post('/api/questionnaire', { answers: ANSWERS })).status).toBe(401);
    const free = client();
    const { username, password } = DEMO_ACCOUNTS.free;
    expect((await free.post('/api/login', { username, password })).status).toBe(200);
    expect(await free.post('/api/questionnaire', { answers: ANSWERS })).toMatchObject({
      status: 403,
      body: { message: COMMON_MESSAGES.premiumRequired },
    });
  });

  it('stores the record of spec 2 §3 for the session user, whatever userId the body claims', async () => {
    const { api, userId, username } = await subscriber();
    const other = await subscriber();
    const before = Date.now();
    const response = await api.post('/api/questionnaire', { userId: other.userId, answers: ANSWERS });
    const after = Date.now();
    expect(response.status).toBe(201);
    const record = response.body as unknown as QuestionnaireRecordDto;
    expect(record).toMatchObject({
      userId,
      username,
      caseType: 'alkohol',
      hasAbstinenceProof: true,
      hasCompletedMpuBefore: false,
      answers: ANSWERS,
    });
    // stamped while the request ran (between the two readings of the clock, however long it took)
    expect(Date.parse(record.completedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(record.completedAt)).toBeLessThanOrEqual(after);
    expect(await count('questionnaires', userId)).toBe(1);
    expect(await count('questionnaires', other.userId)).toBe(0);

    const { rows } = await db.query(
      'SELECT user_id, case_type, answers FROM feedback.questionnaires WHERE id = $1',
      [record.id],
    );
    expect(rows[0]).toEqual({ user_id: userId, case_type: 'alkohol', answers: ANSWERS });
  });

  it('drops answers to questions the conditions hide', async () => {
    const { api } = await subscriber();
    const response = await api.post('/api/questionnaire', { answers: { ...ANSWERS, q3: 'nein', q12: 'ja' } });
    expect(response.status).toBe(201);
    const { answers, caseType } = response.body as unknown as QuestionnaireRecordDto;
    expect(answers).not.toHaveProperty('q4');
    expect(answers).not.toHaveProperty('q12');
    expect(caseType).toBe('alkohol');
  });

  it.each([
    ['no answers at all', {}, SELF_HELP_MESSAGES.answersRequired],
    ['answers that are not text', { answers: { q1: 3 } }, SELF_HELP_MESSAGES.answersInvalid],
    [
      'a missing required answer',
      { answers: { ...ANSWERS, q7: '   ' } },
      'Frage 6: Bitte beantworte diese Frage',
    ],
    [
      'a per-mille value that is no number',
      { answers: { ...ANSWERS, q4: 'viel' } },
      'Frage 4: Bitte gib eine gültige Zahl ein',
    ],
    [
      'an option that does not exist',
      { answers: { ...ANSWERS, q1: 'fahrrad' } },
      'Frage 1: Bitte wähle eine Option aus',
    ],
    [
      'a yes/no answer that is neither',
      { answers: { ...ANSWERS, q9: 'vielleicht' } },
      'Frage 8: Bitte wähle Ja oder Nein',
    ],
    ['an unknown question', { answers: { ...ANSWERS, q99: 'x' } }, 'Unbekannte Frage: q99'],
  ])('refuses %s with a German 400 and stores nothing', async (_, body, message) => {
    const { api, userId } = await subscriber();
    expect(await api.post('/api/questionnaire', body)).toMatchObject({ status: 400, body: { message } });
    expect(await count('questionnaires', userId)).toBe(0);
  });

  it("lets users read only their own questionnaires (another user's id answers 404)", async () => {
    const owner = await subscriber();
    const stranger = await subscriber();
    const { id } = (await owner.api.post('/api/questionnaire', { answers: ANSWERS }))
      .body as unknown as QuestionnaireRecordDto;

    expect((await owner.api.get(`/api/questionnaire/${id}`)).body).toMatchObject({ id, answers: ANSWERS });
    const list = (await owner.api.get('/api/questionnaire')).body as unknown as QuestionnaireRecordDto[];
    expect(list.map((record) => record.id)).toEqual([id]);

    expect(await stranger.api.get(`/api/questionnaire/${id}`)).toMatchObject({
      status: 404,
      body: { message: SELF_HELP_MESSAGES.questionnaireNotFound },
    });
    expect((await stranger.api.get('/api/questionnaire')).body).toEqual([]);
    expect(await owner.api.get('/api/questionnaire/kein-uuid')).toMatchObject({
      status: 400,
      body: { message: SELF_HELP_MESSAGES.invalidQuestionnaireId },
    });
  });
});

describe('/api/planner', () => {
  const plan = {
    methods: ['urine', 'hair'],
    startDate: '2026-11-22',
    appointments: [
      {
        id: 'urine-1',
        date: '2026-12-07',
        type: 'urine',
        description: 'Urinscreening 1 von 6',
        completed: false,
      },
      {
        id: 'hair',
        date: '2027-05-22',
        type: 'hair',
        description: 'Haaranalyse nach 6 Monaten',
        completed: true,
      },
    ],
  };

  it('keeps one plan per user and replaces it on save', async () => {
    const { api } = await subscriber();
    expect((await api.get('/api/planner')).body).toEqual({ plan: null });

    const saved = await api.put('/api/planner', plan);
    expect(saved.status).toBe(200);
    expect((saved.body as unknown as PlannerStateDto).plan).toMatchObject(plan);

    const moved = {
      ...plan,
      appointments: [{ ...plan.appointments[0]!, date: '2026-12-09' }, plan.appointments[1]!],
    };
    expect((await api.put('/api/planner', moved)).status).toBe(200);
    const state = (await api.get('/api/planner')).body as unknown as PlannerStateDto;
    expect(state.plan).toMatchObject(moved);

    const stranger = await subscriber();
    expect((await stranger.api.get('/api/planner')).body).toEqual({ plan: null });
  });

  it.each([
    ['no method', { ...plan, methods: [] }, SELF_HELP_MESSAGES.planMethodsRequired],
    ['an impossible date', { ...plan, startDate: '2026-02-30' }, SELF_HELP_MESSAGES.planDateInvalid],
    [
      'an appointment of a method that is not chosen',
      { ...plan, methods: ['urine'] },
      SELF_HELP_MESSAGES.planMethodMismatch,
    ],
    [
      'the same appointment twice',
      { ...plan, appointments: [plan.appointments[0], plan.appointments[0]] },
      SELF_HELP_MESSAGES.planDuplicateAppointment,
    ],
  ])('refuses %s with a German 400 and keeps the stored plan', async (_, body, message) => {
    const { api } = await subscriber();
    await api.put('/api/planner', plan);
    expect(await api.put('/api/planner', body)).toMatchObject({ status: 400, body: { message } });
    expect(((await api.get('/api/planner')).body as unknown as PlannerStateDto).plan).toMatchObject(plan);
  });
});

describe('/api/reaction-tests/runs', () => {
  /** `correct` answers of `total` (the rest wrong), each taking `time` ms. */
  const answers = (total: number, correct: number, time: number) =>
    Array.from({ length: total }, (_, index) => ({ correct: index < correct, time }));
  const rounds = (found: number) =>
    Array.from({ length: 20 }, () => ({ targetsTotal: 4, targetsFound: found, wrongClicks: 0, time: 5000 }));

  it('scores whole runs on the server and lists them newest first', async () => {
    const { api, userId } = await subscriber();
    const passed = await api.post('/api/reaction-tests/runs', {
      test: 'tapk2',
      answers: answers(60, 36, 1200),
    });
    expect(passed.status).toBe(201);
    expect(passed.body).toMatchObject({
      test: 'tapk2',
      tasks: 60,
      accuracyPercent: 60,
      averageTimeMs: 1200,
      passed: true,
    });

    const failed = await api.post('/api/reaction-tests/runs', { test: 'tapk', rounds: rounds(2) });
    expect(failed.body).toMatchObject({ test: 'tapk', tasks: 20, detectionPercent: 50, passed: false });

    const runs = (await api.get('/api/reaction-tests/runs')).body as unknown as ReactionRunDto[];
    expect(runs.map((run) => run.test)).toEqual(['tapk', 'tapk2']);
    expect(await count('reaction_test_runs', userId)).toBe(2);
  });

  it.each([
    ['an unknown test', { test: 'memory', answers: answers(36, 36, 900) }, SELF_HELP_MESSAGES.runUnknownTest],
    [
      'a negative time',
      { test: 'tapk2', answers: [{ correct: true, time: -1 }, ...answers(59, 59, 900)] },
      SELF_HELP_MESSAGES.runInvalid,
    ],
    [
      'a part of a run',
      { test: 'line-tracking', answers: answers(1, 1, 900) },
      SELF_HELP_MESSAGES.runIncomplete,
    ],
    [
      'TAPK rounds with more found than shown',
      { test: 'tapk', rounds: rounds(5) },
      SELF_HELP_MESSAGES.runInvalid,
    ],
  ])('refuses %s with a German 400 and stores nothing', async (_, body, message) => {
    const { api, userId } = await subscriber();
    expect(await api.post('/api/reaction-tests/runs', body)).toMatchObject({
      status: 400,
      body: { message },
    });
    expect(await count('reaction_test_runs', userId)).toBe(0);
  });

  it('keeps at most 20 runs per test', async () => {
    const { api, userId } = await subscriber();
    await db.query(
      `INSERT INTO feedback.reaction_test_runs (user_id, test, completed_at, tasks, accuracy_percent, average_time_ms, passed)
       SELECT $1, 'line-tracking', now() - make_interval(mins => n), 36, 50, 4000, true FROM generate_series(1, 20) n`,
      [userId],
    );
    const run = { test: 'line-tracking', answers: answers(36, 36, 900) };
    expect((await api.post('/api/reaction-tests/runs', run)).status).toBe(201);
    expect(await count('reaction_test_runs', userId)).toBe(20);
    const runs = (await api.get('/api/reaction-tests/runs')).body as unknown as ReactionRunDto[];
    expect(runs).toHaveLength(20);
    expect(runs[0]).toMatchObject({ accuracyPercent: 100, averageTimeMs: 900 });
  });

  it('keeps exactly 20 runs per test when saves arrive in parallel', async () => {
    const { api, userId } = await subscriber();
    await db.query(
      `INSERT INTO feedback.reaction_test_runs (user_id, test, completed_at, tasks, accuracy_percent, average_time_ms, passed)
       SELECT $1, 'tapk2', now() - make_interval(mins => n), 60, 50, 1500, false FROM generate_series(1, 20) n`,
      [userId],
    );
    // As many as the per-user limit allows in a minute, all at once.
    const saves = await Promise.all(
      Array.from({ length: 30 }, () =>
        api.post('/api/reaction-tests/runs', { test: 'tapk2', answers: answers(60, 60, 700) }),
      ),
    );
    expect(saves.map((save) => save.status)).toEqual(Array.from({ length: 30 }, () => 201));
    expect(await count('reaction_test_runs', userId)).toBe(20);
    const { rows } = await db.query<{ old: string }>(
      `SELECT count(*) AS old FROM feedback.reaction_test_runs WHERE user_id = $1 AND accuracy_percent = 50`,
      [userId],
    );
    expect(Number(rows[0]!.old)).toBe(0);
  });
});
