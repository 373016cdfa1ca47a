import { createHash, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import {
  ApiClient,
  registerSubscriber,
  startTestSystem,
  SYSTEM_START_TIMEOUT_MS,
  type TestSystem,
} from '@mpu/server-kit/testing';

/**
 * Drives the failure paths of every service at the most verbose log level and scans everything the
 * apps printed: no password, hash, session id or message text may appear in any line.
 */
let system: TestSystem;
let db: Client;
const lines: string[] = [];
const secrets = new Map<string, string>();

function secret(label: string): string {
  const value = `${label}-${randomUUID()}`;
  secrets.set(label, value);
  return value;
}

function client(ip: number): ApiClient {
  return new ApiClient(system.baseUrl, { 'x-forwarded-for': `10.7.0.${ip}` });
}

/** A registered and subscribed user with a chat session. */
async function subscriber(ip: number) {
  const user = await registerSubscriber(system.baseUrl, db, {
    address: `10.7.0.${ip}`,
    namePrefix: 'logs',
    password: secret(`password-${ip}`),
  });
  const sessionId = user.api.cookie('mpu_sid')!.split('.')[0]!;
  secrets.set(`session-${ip}`, sessionId);
  secrets.set(`session-hash-${ip}`, createHash('sha256').update(sessionId).digest('hex'));
  return user;
}

beforeAll(async () => {
  system = await startTestSystem({
    database: 'mpu_it_log_hygiene',
    redisIndex: 5,
    env: { TRUST_PROXY: 'true', LOG_LEVEL: 'trace' },
    output: (line) => lines.push(line),
  });
  db = new Client({ connectionString: system.databaseUrl });
  await db.connect();
}, SYSTEM_START_TIMEOUT_MS);

afterAll(async () => {
  await db?.end();
  await system?.teardown();
});

describe('logs', () => {
  it('hold no password, hash, session id or message text after the failure paths ran', async () => {
    const user = await subscriber(1);

    // Wrong passwords, and a login with a NUL byte in the username.
    const wrongPassword = secret('wrong-password');
    expect(
      (await client(2).post('/api/login', { username: user.username, password: wrongPassword })).status,
    ).toBe(401);
    expect(
      (await client(2).post('/api/login', { username: `x\u0000${user.username}`, password: wrongPassword }))
        .status,
    ).toBe(400);

    // A failed INSERT in auth-service: the statement carries the new user's argon2 hash.
    await db.query(
      `ALTER TABLE auth.users ADD CONSTRAINT log_hygiene_display CHECK (display_name IS DISTINCT FROM 'Fehlschlag') NOT VALID`,
    );
    const failedPassword = secret('failed-register-password');
    const failedRegister = await client(3).post('/api/register', {
      username: `logs_fail_${randomUUID().slice(0, 8)}@example.de`,
      password: failedPassword,
      displayName: 'Fehlschlag',
    });
    expect(failedRegister.status).toBeGreaterThanOrEqual(500);

    // A failed INSERT in chat-service: the statement carries the user's message.
    const session = await user.api.post('/api/sessions/current/coach', { createNew: true });
    expect(session.status).toBe(200);
    const sessionId = String(session.body!.id);
    const storedMessage = secret('chat-message');
    expect((await user.api.post('/api/chat/coach', { sessionId, message: storedMessage })).status).toBe(200);
    const failingMessage = secret('failing-chat-message');
    await db.query(
      `ALTER TABLE chat.turns ADD CONSTRAINT log_hygiene_message CHECK (message NOT LIKE 'failing-chat-message%') NOT VALID`,
    );
    expect(
      (await user.api.post('/api/chat/coach', { sessionId, message: failingMessage })).status,
    ).toBeGreaterThanOrEqual(500);
    const streamed = await user.api.fetch('/api/chat/coach/stream', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId, message: `${failingMessage}-stream` }),
    });
    await streamed.text();

    // A failed INSERT in feedback-service: the statement carries the questionnaire answers.
    const answer = secret('questionnaire-answer');
    await db.query(
      `ALTER TABLE feedback.questionnaires ADD CONSTRAINT log_hygiene_answers CHECK (answers->>'q7' NOT LIKE 'questionnaire-answer%') NOT VALID`,
    );
    const questionnaire = await user.api.post('/api/questionnaire', {
      answers: {
        q1: 'alkohol',
        q2: 'nein',
        q3: 'nein',
        q5: 'nein',
        q7: answer,
        q8: 'abstinent',
        q9: 'ja',
        q10: 'ja',
        q14: 'gespraech',
      },
    });
    expect(questionnaire.status).toBeGreaterThanOrEqual(500);

    // The failures were logged (so the scan below looks at real error lines)…
    const errorLines = lines.filter((line) => /"level":50/.test(line));
    expect(errorLines.some((line) => line.includes('23514'))).toBe(true);
    // …and no secret, hash or session id is in any line.
    const leaks = lines.filter(
      (line) => line.includes('$argon2') || [...secrets.values()].some((value) => line.includes(value)),
    );
    expect(leaks).toEqual([]);
  });
});
