import type { IdempotentRequest } from '../common/message-headers';

/** The four chat modes of spec 1 §2/§3 (URL segment of /api/chat/{mode} and /api/sessions/…/{mode}). */
export const CHAT_MODES = ['coach', 'simulator', 'traffic-coach', 'traffic-simulator'] as const;
export type ChatMode = (typeof CHAT_MODES)[number];

export const SIMULATOR_MODES = ['simulator', 'traffic-simulator'] as const satisfies readonly ChatMode[];
export type SimulatorMode = (typeof SIMULATOR_MODES)[number];

export function isSimulatorMode(mode: ChatMode): mode is SimulatorMode {
  return (SIMULATOR_MODES as readonly string[]).includes(mode);
}

/** Spec 1 §3: simulator types are default and type1..type4. */
export const SIMULATOR_TYPES = ['default', 'type1', 'type2', 'type3', 'type4'] as const;
export type SimulatorType = (typeof SIMULATOR_TYPES)[number];

/**
 * Which types each simulator offers and their labels (picker and chat header): the alcohol/drugs simulator
 * offers all five as Typ A–E; the traffic simulator type1..type4 as Typ A, Typ B, Typ C, Typ E.
 */
export const SIMULATOR_TYPE_LABELS: Record<SimulatorMode, Partial<Record<SimulatorType, string>>> = {
  simulator: { default: 'Typ A', type1: 'Typ B', type2: 'Typ C', type3: 'Typ D', type4: 'Typ E' },
  'traffic-simulator': { type1: 'Typ A', type2: 'Typ B', type3: 'Typ C', type4: 'Typ E' },
};

/** One exchange of a chat: the user's message and the assistant's answer. */
export interface TranscriptTurn {
  message: string;
  response: string;
}

/** Criteria of the end-of-simulation report (issue 3). */
export const REPORT_CRITERIA = ['problemInsight', 'behaviourChange', 'stability', 'consistency'] as const;
export type ReportCriterion = (typeof REPORT_CRITERIA)[number];

export interface ReportCriterionScore {
  criterion: ReportCriterion;
  /** German label shown to the user, e.g. 'Problemeinsicht'. */
  label: string;
  /** 0 (not shown at all) to 10 (convincing). */
  score: number;
  /** What the score rests on, in German, one or two sentences. */
  assessment: string;
  /** The user's own words the assessment rests on (verbatim excerpts of their answers). */
  quotes: string[];
}

/** The report "Simulation beenden" produces: a prognosis, a score per criterion and what to practise next. */
export interface SimulationReport {
  verdict: 'positive' | 'negative';
  /** One German paragraph explaining the verdict without promising a result of the real MPU. */
  summary: string;
  criteria: ReportCriterionScore[];
  /** Exactly three concrete German practice suggestions. */
  practice: [string, string, string];
}

/** Where replies come from: an OpenAI-compatible LLM, or the offline practice interviewer ("Übungsmodus ohne KI"). */
export type ChatProviderKind = 'llm' | 'offline';

/** How the report was made: by the LLM with a JSON schema, or by the rule-based offline evaluation. */
export type ReportSource = 'llm' | 'rule-based';

export interface ChatSessionMetadata {
  simulatorType?: SimulatorType;
}

/** GET /api/sessions/user/{mode} item, newest first. */
export interface ChatSessionSummary {
  id: string;
  type: ChatMode;
  /** ISO 8601 */
  startedAt: string;
  endedAt: string | null;
  metadata: ChatSessionMetadata;
  /** Number of turns. */
  turnCount: number;
  hasReport: boolean;
}

export interface StoredSimulationReport {
  report: SimulationReport;
  source: ReportSource;
  /** ISO 8601 */
  createdAt: string;
}

/** A chat session as the web loads it (POST /api/sessions/current/{mode}, GET /api/sessions/{id}). */
export interface ChatSessionDto {
  id: string;
  type: ChatMode;
  startedAt: string;
  endedAt: string | null;
  metadata: ChatSessionMetadata;
  /** The simulator's report once "Simulation beenden" produced it. */
  report: StoredSimulationReport | null;
  /** What answers the next message (the service's current configuration). */
  provider: ChatProviderKind;
}

/** GET /api/sessions/{id}/chats item — spec 1 §3 "Chat turn", ordered by createdAt ascending. */
export interface ChatTurnDto {
  id: string;
  message: string;
  response: string;
  createdAt: string;
}

/** GET /api/sessions/{id}/preview item — spec 1 §3 "Session preview item". */
export interface SessionPreviewItem {
  message: string;
  response: string;
}

/** POST /api/chat/{mode}: `message` is the reply text (spec 1 §7); the stored turn comes along. */
export interface ChatReplyDto {
  message: string;
  turn: ChatTurnDto;
  provider: ChatProviderKind;
  /** True when the reply is the crisis answer with German help numbers. */
  crisis: boolean;
}

/** Server-Sent Events of POST /api/chat/{mode}/stream (event name = kind, data = JSON of the rest). */
export type ChatStreamEvent =
  | { kind: 'delta'; text: string }
  | { kind: 'done'; reply: ChatReplyDto }
  | { kind: 'error'; status: number; message: string };

/** POST /api/transcribe — spec 1 §3 "Transcription response". */
export interface TranscriptionResponse {
  text: string;
}

// ---- NATS requests (chat-service). userId is always the gateway session's user. ----

export interface ChatUserRequest {
  userId: string;
}
export interface ChatModeRequest extends ChatUserRequest {
  mode: ChatMode;
}
export interface ChatSessionRequest extends ChatUserRequest {
  sessionId: string;
}
export interface CurrentSessionRequest extends ChatModeRequest {
  createNew: boolean;
  continueLast: boolean;
  previousSessionId: string | null;
  simulatorType: SimulatorType | null;
}
export interface ChatTurnRequest extends ChatModeRequest, IdempotentRequest {
  sessionId: string;
  message: string;
  simulatorType: SimulatorType | null;
}
export interface ChatStreamRequest extends ChatTurnRequest {
  /** NATS subject the service publishes ChatStreamEvents to (an inbox the gateway subscribed first). */
  streamSubject: string;
}
export interface ChatStreamAccepted {
  accepted: true;
}
export interface TranscribeRequest extends ChatUserRequest {
  /** The recording, base64-encoded (≤ CHAT_LIMITS.audioMaxBytes before encoding). */
  audioBase64: string;
  mimeType: string;
}
export interface EndOpenSessionsResponse {
  sessionsCompleted: number;
}
