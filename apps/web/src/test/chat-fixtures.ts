import type {
  ChatMode,
  ChatReplyDto,
  ChatSessionDto,
  ChatSessionSummary,
  ChatTurnDto,
  StoredSimulationReport,
} from '@mpu/contracts';
import type { Reply } from './fetch-stub';

export const SESSION_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_SESSION_ID = '22222222-2222-4222-8222-222222222222';
export const NEW_SESSION_ID = '33333333-3333-4333-8333-333333333333';

export function aSession(overrides: Partial<ChatSessionDto> = {}): ChatSessionDto {
  return {
    id: SESSION_ID,
    type: 'coach',
    startedAt: '2025-03-12T13:30:00.000Z',
    endedAt: null,
    metadata: {},
    report: null,
    provider: 'llm',
    ...overrides,
  };
}

export function aSummary(overrides: Partial<ChatSessionSummary> = {}): ChatSessionSummary {
  return {
    id: SESSION_ID,
    type: 'coach',
    startedAt: '2025-03-12T13:30:00.000Z',
    endedAt: null,
    metadata: {},
    turnCount: 2,
    hasReport: false,
    ...overrides,
  };
}

export function aTurn(overrides: Partial<ChatTurnDto> = {}): ChatTurnDto {
  return {
    id: 'turn-1',
    message: 'Ich habe damals zu viel getrunken.',
    response: 'Danke für Ihre Offenheit. Wie viel genau?',
    createdAt: '2025-03-12T13:31:00.000Z',
    ...overrides,
  };
}

export function aReply(text: string, overrides: Partial<ChatReplyDto> = {}): ChatReplyDto {
  return {
    message: text,
    turn: aTurn({ id: 'turn-new', message: 'Hallo', response: text, createdAt: '2025-03-12T14:00:00.000Z' }),
    provider: 'llm',
    crisis: false,
    ...overrides,
  };
}

export function aReport(overrides: Partial<StoredSimulationReport> = {}): StoredSimulationReport {
  return {
    source: 'llm',
    createdAt: '2025-03-12T15:00:00.000Z',
    report: {
      verdict: 'negative',
      summary: 'Die Antworten zeigen erste Einsicht, aber noch wenig konkrete Veränderung.',
      criteria: [
        {
          criterion: 'problemInsight',
          label: 'Problemeinsicht',
          score: 6,
          assessment: 'Sie benennen Ihren damaligen Konsum offen.',
          quotes: ['Ich habe damals zu viel getrunken.'],
        },
        {
          criterion: 'behaviourChange',
          label: 'Verhaltensänderung',
          score: 3,
          assessment: 'Konkrete Veränderungen bleiben vage.',
          quotes: [],
        },
      ],
      practice: ['Trinkmengen konkret benennen', 'Rückfallplan formulieren', 'Auslöser beschreiben'],
    },
    ...overrides,
  };
}

/** One frame as the gateway writes it: the event's kind as name, the rest as data (`done` → `{ reply }`). */
function sseFrame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(event === 'done' ? { reply: data } : data)}\n\n`;
}

/** `text/event-stream` answer of POST /api/chat/{mode}/stream; `events` are written one after another. */
export function sseResponse(events: { event: string; data: unknown }[]): Response {
  const body = events.map(({ event, data }) => sseFrame(event, data)).join('');
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

/** A stream the test writes to piece by piece (to see the reply grow). */
export function controlledSse() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(stream, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send(event: string, data: unknown) {
      controller.enqueue(encoder.encode(sseFrame(event, data)));
    },
    close() {
      controller.close();
    },
  };
}

/** The routes a chat page needs to open `session` with `turns` (continue-last and by id). */
export function chatRoutes(mode: ChatMode, session: ChatSessionDto, turns: ChatTurnDto[] = []) {
  const routes: Record<string, Reply> = {
    [`POST /api/sessions/current/${mode}`]: { status: 200, body: session },
    [`GET /api/sessions/${session.id}`]: { status: 200, body: session },
    [`GET /api/sessions/${session.id}/chats`]: { status: 200, body: turns },
    [`GET /api/sessions/user/${mode}`]: { status: 200, body: [aSummary({ id: session.id, type: mode })] },
  };
  return routes;
}
