import { randomUUID } from 'node:crypto';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { Client } from 'pg';
import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  SUBJECTS,
  type ChatMode,
  type ChatSessionDto,
  type ChatStreamEvent,
  type RequestOf,
  type ResponseOf,
  type Subject,
} from '@mpu/contracts';
import { NO_PROMISE_NOTE, OFFLINE_MODE_LABEL } from '@mpu/domain';
import { NatsRequestError, NatsRequester } from '@mpu/server-kit';
import {
  countArrivals,
  OPENAI_DOUBLE_DEFAULT_TRANSCRIPT,
  startOpenAiDouble,
  startTestSystem,
  SYSTEM_START_TIMEOUT_MS,
  type OpenAiChatRequestBody,
  type OpenAiDouble,
  type TestSystem,
} from '@mpu/server-kit/testing';

// The BUILT chat-service (run `npx nx run chat-service:build` first) against its own NATS server, a fresh
// database and the OpenAI-compatible HTTP double — the real `openai` SDK over real HTTP.

const LLM_TIMEOUT_MS = 1200;
const REQUEST_TIMEOUT_MS = 15_000;
const jsonCodec = JSONCodec<ChatStreamEvent>();

interface Failure {
  status: number;
  message: string;
}

async function call<S extends Subject>(
  requester: NatsRequester,
  subject: S,
  data: RequestOf<S>,
): Promise<ResponseOf<S>> {
  return requester.request(subject, data, REQUEST_TIMEOUT_MS);
}

async function failureOf(promise: Promise<unknown>): Promise<Failure> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof NatsRequestError && error.failure.kind === 'service-error') {
      return { status: error.failure.error.status, message: error.failure.error.message };
    }
    throw error;
  }
  throw new Error('expected the request to fail');
}

const newUser = () => randomUUID();

describe('chat-service with an LLM (OpenAI double)', () => {
  let system: TestSystem;
  let double: OpenAiDouble;
  let requester: NatsRequester;
  let nats: NatsConnection;
  let db: Client;

  const request = <S extends Subject>(subject: S, data: RequestOf<S>) => call(requester, subject, data);

  async function newSession(userId: string, mode: ChatMode, simulatorType: null | 'type2' = null) {
    return request(SUBJECTS.chat.currentSession, {
      userId,
      mode,
      createNew: true,
      continueLast: false,
      previousSessionId: null,
      simulatorType,
    });
  }

  function send(userId: string, session: ChatSessionDto, message: string) {
    return request(SUBJECTS.chat.send, {
      userId,
      mode: session.type,
      sessionId: session.id,
      message,
      simulatorType: null,
    });
  }

  async function turnsOf(userId: string, sessionId: string) {
    return request(SUBJECTS.chat.sessionTurns, { userId, sessionId });
  }

  /**
   * Subscribes to an inbox first, then sends the stream request; resolves with every event up to done/error.
   * `onEvent` sees each event as it arrives.
   */
  async function stream(
    userId: string,
    session: ChatSessionDto,
    message: string,
    onEvent: (event: ChatStreamEvent) => void = () => undefined,
  ) {
    const inbox = `_INBOX.${randomUUID().replace(/-/g, '')}`;
    const subscription = nats.subscribe(inbox);
    const events: { at: number; event: ChatStreamEvent }[] = [];
    const startedAt = Date.now();
    const collected = (async () => {
      for await (const msg of subscription) {
        const event = jsonCodec.decode(msg.data);
        events.push({ at: Date.now() - startedAt, event });
        onEvent(event);
        if (event.kind !== 'delta') break;
      }
      return events;
    })();
    const accepted = await request(SUBJECTS.chat.stream, {
      userId,
      mode: session.type,
      sessionId: session.id,
      message,
      simulatorType: null,
      streamSubject: inbox,
    });
    expect(accepted).toEqual({ accepted: true });
    const timeout = setTimeout(() => subscription.unsubscribe(), REQUEST_TIMEOUT_MS);
    try {
      return await collected;
    } finally {
      clearTimeout(timeout);
    }
  }

  const chatRequests = () =>
    double.requests
      .filter((entry) => entry.path === '/v1/chat/completions')
      .map((e) => e.body as OpenAiChatRequestBody);

  beforeAll(async () => {
    double = await startOpenAiDouble();
    system = await startTestSystem({
      database: 'mpu_it_chat',
      redisIndex: 10,
      apps: ['chat-service'],
      env: {
        OPENAI_BASE_URL: double.baseUrl,
        OPENAI_API_KEY: '',
        OPENAI_MODEL: 'double-model',
        LLM_TIMEOUT_MS: String(LLM_TIMEOUT_MS),
      },
    });
    requester = await NatsRequester.connect(system.natsUrl, 'chat-service-it');
    nats = await connect({ servers: system.natsUrl, name: 'chat-service-it-stream' });
    db = new Client({ connectionString: system.databaseUrl });
    await db.connect();
  }, SYSTEM_START_TIMEOUT_MS);

  afterAll(async () => {
    await db?.end();
    await nats?.drain();
    await requester?.close();
    await system?.teardown();
    await double?.close();
  });

  beforeEach(() => double.reset());

  describe('sessions', () => {
    it('creates sessions per mode with the simulator type and the provider kind', async () => {
      const userId = newUser();
      const coach = await newSession(userId, 'coach');
      expect(coach).toMatchObject({
        type: 'coach',
        metadata: {},
        provider: 'llm',
        endedAt: null,
        report: null,
      });
      const simulator = await newSession(userId, 'simulator');
      expect(simulator.metadata).toEqual({ simulatorType: 'default' });
      const traffic = await newSession(userId, 'traffic-simulator', 'type2');
      expect(traffic.metadata).toEqual({ simulatorType: 'type2' });
      const wrongType = await failureOf(
        request(SUBJECTS.chat.currentSession, {
          userId,
          mode: 'traffic-simulator',
          createNew: true,
          continueLast: false,
          previousSessionId: null,
          simulatorType: 'default',
        }),
      );
      expect(wrongType).toEqual({ status: 400, message: CHAT_MESSAGES.invalidSimulatorType });
    });

    it('continues the most recently active session, or the given one, and lists them newest first', async () => {
      const userId = newUser();
      const first = await newSession(userId, 'coach');
      const second = await newSession(userId, 'coach');
      await send(userId, first, 'Ich möchte über meine Trunkenheitsfahrt sprechen.');
      const current = (previousSessionId: string | null) =>
        request(SUBJECTS.chat.currentSession, {
          userId,
          mode: 'coach',
          createNew: false,
          continueLast: previousSessionId === null,
          previousSessionId,
          simulatorType: null,
        });
      expect((await current(null)).id).toBe(first.id);
      expect((await current(second.id)).id).toBe(second.id);

      const list = await request(SUBJECTS.chat.listSessions, { userId, mode: 'coach' });
      expect(list.map((s) => s.id)).toEqual([first.id, second.id]);
      expect(list[0]).toMatchObject({ turnCount: 1, hasReport: false, type: 'coach' });
      expect(await request(SUBJECTS.chat.listSessions, { userId, mode: 'simulator' })).toEqual([]);

      const preview = await request(SUBJECTS.chat.previewSession, { userId, sessionId: first.id });
      expect(preview).toEqual([
        { message: 'Ich möchte über meine Trunkenheitsfahrt sprechen.', response: expect.any(String) },
      ]);
      expect(Object.keys(preview[0]!)).toEqual(['message', 'response']);
    });

    it('starts a new session when nothing can be continued', async () => {
      const userId = newUser();
      const session = await request(SUBJECTS.chat.currentSession, {
        userId,
        mode: 'traffic-coach',
        createNew: false,
        continueLast: true,
        previousSessionId: null,
        simulatorType: null,
      });
      expect(session.type).toBe('traffic-coach');
    });

    it("answers 404 for another user's session everywhere and 400 for another mode", async () => {
      const owner = newUser();
      const intruder = newUser();
      const session = await newSession(owner, 'coach');
      await send(owner, session, 'Meine erste Antwort.');
      const notFound = { status: 404, message: CHAT_MESSAGES.sessionNotFound };
      const bySession = { userId: intruder, sessionId: session.id };
      expect(await failureOf(request(SUBJECTS.chat.getSession, bySession))).toEqual(notFound);
      expect(await failureOf(request(SUBJECTS.chat.previewSession, bySession))).toEqual(notFound);
      expect(await failureOf(request(SUBJECTS.chat.sessionTurns, bySession))).toEqual(notFound);
      expect(await failureOf(request(SUBJECTS.chat.report, bySession))).toEqual(notFound);
      expect(await failureOf(send(intruder, session, 'Hallo'))).toEqual(notFound);
      expect(
        await failureOf(
          request(SUBJECTS.chat.currentSession, {
            userId: intruder,
            mode: 'coach',
            createNew: false,
            continueLast: false,
            previousSessionId: session.id,
            simulatorType: null,
          }),
        ),
      ).toEqual(notFound);
      expect(await failureOf(send(owner, { ...session, type: 'simulator' }, 'Hallo'))).toEqual({
        status: 400,
        message: CHAT_MESSAGES.sessionOtherMode,
      });
      expect((await turnsOf(owner, session.id)).map((t) => t.message)).toEqual(['Meine erste Antwort.']);
      expect(chatRequests()).toHaveLength(1);
    });

    it('validates the payload again', async () => {
      const userId = newUser();
      const session = await newSession(userId, 'coach');
      expect(await failureOf(send(userId, session, '   '))).toEqual({
        status: 400,
        message: CHAT_MESSAGES.messageRequired,
      });
      expect(await failureOf(send(userId, session, 'x'.repeat(CHAT_LIMITS.messageMax + 1)))).toEqual({
        status: 400,
        message: CHAT_MESSAGES.messageTooLong,
      });
      expect(await failureOf(request(SUBJECTS.chat.getSession, { userId, sessionId: 'not-a-uuid' }))).toEqual(
        { status: 400, message: CHAT_MESSAGES.invalidSessionId },
      );
      expect(
        await failureOf(request(SUBJECTS.chat.listSessions, { userId, mode: 'admin' as ChatMode })),
      ).toEqual({ status: 400, message: CHAT_MESSAGES.invalidMode });
      expect(chatRequests()).toHaveLength(0);
    });

    it('ends open sessions with turns at logout and reopens one on the next message', async () => {
      const userId = newUser();
      const used = await newSession(userId, 'coach');
      await newSession(userId, 'simulator');
      await send(userId, used, 'Eine Antwort.');
      expect(await request(SUBJECTS.chat.endOpenSessions, { userId })).toEqual({ sessionsCompleted: 1 });
      expect(
        (await request(SUBJECTS.chat.getSession, { userId, sessionId: used.id })).endedAt,
      ).not.toBeNull();
      expect(await request(SUBJECTS.chat.endOpenSessions, { userId })).toEqual({ sessionsCompleted: 0 });
      await send(userId, used, 'Weiter geht es.');
      expect((await request(SUBJECTS.chat.getSession, { userId, sessionId: used.id })).endedAt).toBeNull();
    });
  });

  describe('send (whole reply)', () => {
    it('asks the LLM with the system prompt, recent turns and the message, and stores the turn once', async () => {
      const userId = newUser();
      const session = await newSession(userId, 'simulator', 'type2');
      double.setBehaviour({ reply: 'Wie viel hatten Sie an dem Abend getrunken?' });
      const first = await send(userId, session, '  Ich bin mit 1,1 Promille gefahren.  ');
      expect(first).toMatchObject({
        message: 'Wie viel hatten Sie an dem Abend getrunken?',
        provider: 'llm',
        crisis: false,
        turn: {
          message: 'Ich bin mit 1,1 Promille gefahren.',
          response: 'Wie viel hatten Sie an dem Abend getrunken?',
        },
      });
      double.setBehaviour({ reply: (body) => `Antwort auf ${body.messages?.length} Nachrichten?` });
      const second = await send(userId, session, 'Fünf Bier.');
      expect(second.message).toBe('Antwort auf 4 Nachrichten?');

      const [, secondRequest] = chatRequests();
      expect(secondRequest).toMatchObject({ model: 'double-model', max_tokens: 700 });
      expect(secondRequest!.stream).toBeFalsy();
      expect(secondRequest!.messages!.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
      expect(secondRequest!.messages![0]!.content).toContain('Typ C');
      expect(secondRequest!.messages!.slice(1).map((m) => m.content)).toEqual([
        'Ich bin mit 1,1 Promille gefahren.',
        'Wie viel hatten Sie an dem Abend getrunken?',
        'Fünf Bier.',
      ]);

      const turns = await turnsOf(userId, session.id);
      expect(turns.map((t) => t.id)).toEqual([first.turn.id, second.turn.id]);
      expect(new Date(turns[0]!.createdAt).toISOString()).toBe(turns[0]!.createdAt);
      const stored = await db.query(
        'SELECT provider, model, prompt_tokens, completion_tokens, latency_ms, crisis FROM chat.turns WHERE id = $1',
        [first.turn.id],
      );
      expect(stored.rows[0]).toMatchObject({ provider: 'llm', model: 'double-model', crisis: false });
      expect(stored.rows[0].prompt_tokens).toBeGreaterThan(0);
      expect(stored.rows[0].completion_tokens).toBeGreaterThan(0);
    });

    it('answers a crisis with the help numbers, without asking the LLM', async () => {
      const userId = newUser();
      const session = await newSession(userId, 'coach');
      const reply = await send(userId, session, 'Ich will nicht mehr leben.');
      expect(reply.crisis).toBe(true);
      expect(reply.message).toContain('0800 111 0 111');
      expect(chatRequests()).toHaveLength(0);
      expect(await turnsOf(userId, session.id)).toHaveLength(1);
    });

    it('appends the no-promise note when the LLM promises passing', async () => {
      const userId = newUser();
      const session = await newSession(userId, 'coach');
      double.setBehaviour({ reply: 'Super, du bestehst die MPU sicher!' });
      const reply = await send(userId, session, 'Ich trinke seit zwei Jahren nichts mehr.');
      expect(reply.message).toBe(`Super, du bestehst die MPU sicher!\n\n${NO_PROMISE_NOTE.du}`);
    });

    it.each([
      ['a 500', { status: 500 }],
      ['malformed output', { malformed: true }],
      ['an empty reply', { reply: '   ' }],
      ['a timeout', { hang: true }],
    ])('answers 503 and stores nothing on %s', async (_name, behaviour) => {
      const userId = newUser();
      const session = await newSession(userId, 'coach');
      double.setBehaviour(behaviour);
      // A 503 of the service itself (failureOf rethrows anything else, e.g. the request's own timeout): it gave
      // up on the provider by itself — for the hanging one through LLM_TIMEOUT_MS — however long that took here.
      expect(await failureOf(send(userId, session, 'Eine Nachricht, die nicht ankommt.'))).toEqual({
        status: 503,
        message: CHAT_MESSAGES.serviceUnavailable,
      });
      expect(await turnsOf(userId, session.id)).toEqual([]);
      double.reset();
      expect((await send(userId, session, 'Jetzt klappt es.')).provider).toBe('llm');
    });

    it('retries a failed provider call once', async () => {
      const userId = newUser();
      const session = await newSession(userId, 'coach');
      double.setBehaviour({ status: 500 });
      await failureOf(send(userId, session, 'Hallo'));
      expect(chatRequests()).toHaveLength(2);
    });
  });

  describe('stream', () => {
    it('publishes deltas as they arrive and done with the stored turn', async () => {
      const userId = newUser();
      const session = await newSession(userId, 'traffic-coach');
      // Each word leaves the double only once the previous one has arrived here as a delta: a service that
      // held the text back would never finish, and none can arrive together with the next one.
      const received = countArrivals();
      double.setBehaviour({
        reply: 'Was war aus deiner Sicht der Auslöser?',
        beforeChunk: (index) => received.reached(index),
      });
      const events = await stream(userId, session, 'Ich hatte zu viele Punkte.', (event) => {
        if (event.kind === 'delta') received.arrived();
      });
      const deltas = events
        .filter((e) => e.event.kind === 'delta')
        .map((e) => (e.event as { text: string }).text);
      expect(deltas).toEqual(['Was ', 'war ', 'aus ', 'deiner ', 'Sicht ', 'der ', 'Auslöser?']);
      const done = events.at(-1)!.event;
      expect(done.kind).toBe('done');
      if (done.kind !== 'done') throw new Error('no done');
      expect(done.reply).toMatchObject({
        message: 'Was war aus deiner Sicht der Auslöser?',
        provider: 'llm',
        crisis: false,
      });
      expect(chatRequests()[0]).toMatchObject({ stream: true, stream_options: { include_usage: true } });
      expect((await turnsOf(userId, session.id)).map((t) => t.id)).toEqual([done.reply.turn.id]);
    });

    it('streams the first words after a slow first token', async () => {
      const userId = newUser();
      const session = await newSession(userId, 'coach');
      // The rest of the reply waits in the double until the first word has arrived here: it must come alone.
      const received = countArrivals();
      double.setBehaviour({
        firstTokenDelayMs: 400,
        reply: 'Eins zwei drei vier fünf.',
        beforeChunk: (index) => received.reached(Math.min(index, 1)),
      });
      const events = await stream(userId, session, 'Hallo', (event) => {
        if (event.kind === 'delta') received.arrived();
      });
      const first = events[0]!;
      const done = events.at(-1)!;
      expect(first.event).toEqual({ kind: 'delta', text: 'Eins ' });
      // a lower bound only: the first token cannot come before the double's delay, a busy machine only adds
      expect(first.at).toBeGreaterThanOrEqual(380);
      expect(done.event.kind).toBe('done');
      if (done.event.kind !== 'done') throw new Error('no done');
      expect(done.event.reply.message).toBe('Eins zwei drei vier fünf.');
    });

    it.each([
      ['a 500', { status: 500 }],
      ['malformed output', { malformed: true }],
      ['a timeout before the first token', { firstTokenDelayMs: LLM_TIMEOUT_MS + 1500 }],
    ])('sends an error event and stores nothing on %s', async (_name, behaviour) => {
      const userId = newUser();
      const session = await newSession(userId, 'coach');
      double.setBehaviour(behaviour);
      const events = await stream(userId, session, 'Hallo');
      expect(events.at(-1)!.event).toEqual({
        kind: 'error',
        status: 503,
        message: CHAT_MESSAGES.serviceUnavailable,
      });
      expect(await turnsOf(userId, session.id)).toEqual([]);
    });

    it('validates synchronously before accepting', async () => {
      const userId = newUser();
      const session = await newSession(newUser(), 'coach');
      const failure = await failureOf(
        request(SUBJECTS.chat.stream, {
          userId,
          mode: 'coach',
          sessionId: session.id,
          message: 'Hallo',
          simulatorType: null,
          streamSubject: '_INBOX.test',
        }),
      );
      expect(failure).toEqual({ status: 404, message: CHAT_MESSAGES.sessionNotFound });
    });

    it('sends a crisis reply as delta + done', async () => {
      const userId = newUser();
      const session = await newSession(userId, 'simulator');
      const events = await stream(userId, session, 'Ich hatte gestern einen Rückfall.');
      expect(events.map((e) => e.event.kind)).toEqual(['delta', 'done']);
      expect(chatRequests()).toHaveLength(0);
    });
  });

  describe('report', () => {
    async function answeredSimulator(userId: string, answers: string[]) {
      const session = await newSession(userId, 'simulator');
      for (const answer of answers) await send(userId, session, answer);
      double.reset();
      return session;
    }

    const answers = [
      'Ich bin mit 1,3 Promille nach einer Feier nach Hause gefahren.',
      'Ich habe damals regelmäßig zu viel getrunken, um Stress abzubauen.',
      'Seit zwei Jahren trinke ich keinen Alkohol mehr und gehe zur Selbsthilfegruppe.',
    ];

    it('asks the LLM for the JSON schema report, keeps only own quotes, stores it and ends the session', async () => {
      const userId = newUser();
      const session = await answeredSimulator(userId, answers);
      const dto = await request(SUBJECTS.chat.report, { userId, sessionId: session.id });
      expect(dto.report).toMatchObject({ source: 'llm', report: { verdict: expect.any(String) } });
      expect(dto.endedAt).not.toBeNull();
      const [reportRequest] = chatRequests();
      expect(reportRequest!.response_format).toMatchObject({
        type: 'json_schema',
        json_schema: { name: 'simulation_report', strict: true },
      });
      const quotes = dto.report!.report.criteria.flatMap((c) => c.quotes);
      expect(quotes.length).toBeGreaterThan(0);
      for (const quote of quotes) expect(answers.some((answer) => answer.includes(quote))).toBe(true);
      expect(dto.report!.report.practice).toHaveLength(3);

      const again = await request(SUBJECTS.chat.report, { userId, sessionId: session.id });
      expect(again.report).toEqual(dto.report);
      expect(chatRequests()).toHaveLength(1);
      expect(await failureOf(send(userId, session, 'Noch etwas.'))).toEqual({
        status: 409,
        message: CHAT_MESSAGES.simulationEnded,
      });
    });

    it.each([
      ['malformed JSON', { malformed: true }],
      ['a 500', { status: 500 }],
      ['a report that breaks the schema', { reply: JSON.stringify({ verdict: 'positive', criteria: [] }) }],
    ])('falls back to the rule-based report on %s', async (_name, behaviour) => {
      const userId = newUser();
      const session = await answeredSimulator(userId, answers);
      double.setBehaviour(behaviour);
      const dto = await request(SUBJECTS.chat.report, { userId, sessionId: session.id });
      expect(dto.report).toMatchObject({ source: 'rule-based' });
      expect(dto.report!.report.criteria).toHaveLength(4);
    });

    it('needs a simulator and enough answers', async () => {
      const userId = newUser();
      const coach = await newSession(userId, 'coach');
      expect(await failureOf(request(SUBJECTS.chat.report, { userId, sessionId: coach.id }))).toEqual({
        status: 400,
        message: CHAT_MESSAGES.reportOnlySimulator,
      });
      const short = await answeredSimulator(userId, answers.slice(0, 2));
      expect(await failureOf(request(SUBJECTS.chat.report, { userId, sessionId: short.id }))).toEqual({
        status: 400,
        message: CHAT_MESSAGES.reportTooFewAnswers,
      });
    });
  });

  describe('transcribe', () => {
    const audio = (bytes: number) => Buffer.alloc(bytes, 1).toString('base64');
    const transcribe = (audioBase64: string, mimeType = 'audio/webm;codecs=opus') =>
      request(SUBJECTS.chat.transcribe, { userId: newUser(), audioBase64, mimeType });

    it('transcribes German speech through the provider', async () => {
      expect(await transcribe(audio(2048))).toEqual({ text: OPENAI_DOUBLE_DEFAULT_TRANSCRIPT });
      const upload = double.requests.find((r) => r.path === '/v1/audio/transcriptions')!.body as {
        fields: Record<string, string>;
        files: Record<string, { filename: string; contentType: string; size: number }>;
      };
      expect(upload.fields).toMatchObject({ model: 'whisper-1', language: 'de' });
      expect(upload.files.file).toEqual({ filename: 'aufnahme.webm', contentType: 'audio/webm', size: 2048 });
    });

    it('refuses uploads that are too large, empty or of another type', async () => {
      expect(await failureOf(transcribe(audio(CHAT_LIMITS.audioMaxBytes + 1)))).toEqual({
        status: 413,
        message: CHAT_MESSAGES.audioTooLarge,
      });
      expect(await failureOf(transcribe(''))).toEqual({ status: 400, message: CHAT_MESSAGES.audioEmpty });
      expect(await failureOf(transcribe(audio(100), 'image/png'))).toEqual({
        status: 415,
        message: CHAT_MESSAGES.audioUnsupported,
      });
      expect(double.requests).toHaveLength(0);
    });

    it('answers 503 when the provider fails', async () => {
      double.setBehaviour({ transcriptionStatus: 500 });
      expect(await failureOf(transcribe(audio(100)))).toEqual({
        status: 503,
        message: CHAT_MESSAGES.transcriptionFailed,
      });
    });
  });
});

describe('chat-service without an LLM (offline practice interviewer)', () => {
  let system: TestSystem;
  let requester: NatsRequester;

  beforeAll(async () => {
    system = await startTestSystem({
      database: 'mpu_it_chat_offline',
      redisIndex: 10,
      apps: ['chat-service'],
      env: { OPENAI_BASE_URL: '', OPENAI_API_KEY: '' },
    });
    requester = await NatsRequester.connect(system.natsUrl, 'chat-service-it-offline');
  }, SYSTEM_START_TIMEOUT_MS);

  afterAll(async () => {
    await requester?.close();
    await system?.teardown();
  });

  it('answers with the offline interviewer and builds a rule-based report', async () => {
    const userId = newUser();
    const session = await call(requester, SUBJECTS.chat.currentSession, {
      userId,
      mode: 'simulator',
      createNew: true,
      continueLast: false,
      previousSessionId: null,
      simulatorType: null,
    });
    expect(session.provider).toBe('offline');
    const replies: string[] = [];
    for (const message of [
      'Ich bin mit 1,3 Promille nach einer Feier gefahren, weil ich dachte, ich schaffe das noch.',
      'Ich habe damals fast jedes Wochenende viel zu viel getrunken, vor allem um Stress abzubauen.',
      'Seit zwei Jahren trinke ich gar keinen Alkohol mehr und lasse das mit Haaranalysen belegen.',
    ]) {
      const reply = await call(requester, SUBJECTS.chat.send, {
        userId,
        mode: 'simulator',
        sessionId: session.id,
        message,
        simulatorType: null,
      });
      expect(reply.provider).toBe('offline');
      expect(reply.message.length).toBeGreaterThan(10);
      replies.push(reply.message);
    }
    expect(new Set(replies).size).toBe(3);
    const dto = await call(requester, SUBJECTS.chat.report, { userId, sessionId: session.id });
    expect(dto.report).toMatchObject({ source: 'rule-based' });
    expect(OFFLINE_MODE_LABEL).toBe('Übungsmodus ohne KI');
  });

  it('answers 503 with the transcription message without a provider', async () => {
    expect(
      await failureOf(
        call(requester, SUBJECTS.chat.transcribe, {
          userId: newUser(),
          audioBase64: Buffer.from('abc').toString('base64'),
          mimeType: 'audio/webm',
        }),
      ),
    ).toEqual({ status: 503, message: CHAT_MESSAGES.transcriptionFailed });
  });
});
