import { assertBeforeDeadline, RawSql } from '@mpu/server-kit/service';
import { Injectable } from '@nestjs/common';
import type {
  ChatMode,
  ChatSessionMetadata,
  ReportSource,
  SessionPreviewItem,
  SimulationReport,
  SimulatorType,
  TranscriptTurn,
} from '@mpu/contracts';

export interface SessionRow {
  id: string;
  type: ChatMode;
  simulator_type: SimulatorType | null;
  started_at: Date;
  ended_at: Date | null;
  metadata: ChatSessionMetadata;
  report: SimulationReport | null;
  report_source: ReportSource | null;
  report_created_at: Date | null;
}

export interface SummaryRow {
  id: string;
  type: ChatMode;
  started_at: Date;
  ended_at: Date | null;
  metadata: ChatSessionMetadata;
  has_report: boolean;
  turn_count: number;
}

/** A session with the turns a reply needs (oldest first), in one round trip. */
export interface SendContextRow {
  id: string;
  type: ChatMode;
  simulator_type: SimulatorType | null;
  has_report: boolean;
  history: TranscriptTurn[];
  /** The turn already stored under the request's Idempotency-Key (a retry), else null. */
  replayed: StoredTurnRow | null;
}

export interface TurnRow {
  id: string;
  message: string;
  response: string;
  created_at: string;
}

interface StoredTurnRow extends TurnRow {
  crisis: boolean;
}

export interface NewTurn {
  sessionId: string;
  userId: string;
  message: string;
  response: string;
  provider: 'llm' | 'offline' | 'crisis';
  model: string | null;
  promptTokens: number | null;
  completionTokens: number | null;
  latencyMs: number;
  crisis: boolean;
  idempotencyKey: string | null;
}

const SESSION_COLUMNS =
  'id, type, simulator_type, started_at, ended_at, metadata, report, report_source, report_created_at';

/** ISO 8601 in UTC with milliseconds, like Date#toISOString. */
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** A stored turn as JSON, as a retry (same Idempotency-Key) gets it back. */
const STORED_TURN_JSON = `json_build_object('id', t.id, 'message', t.message, 'response', t.response,
  'created_at', to_char(t.created_at AT TIME ZONE 'UTC', ${ISO}), 'crisis', t.crisis)`;

/**
 * All SQL of chat-service, raw and parameterised. Queries run through server-kit's `RawSql` on the pool of
 * the TypeORM data source (named statements are prepared once per connection), which keeps the hot path — two statements per
 * chat turn — cheap. Every read that takes a session id also takes the user id: another user's session
 * simply does not exist.
 */
@Injectable()
export class ChatRepository {
  constructor(private readonly sql: RawSql) {}

  private rows<R>(name: string, text: string, values: unknown[]): Promise<R[]> {
    return this.sql.query<R>({ name, text, values });
  }

  async findOwned(sessionId: string, userId: string): Promise<SessionRow | null> {
    const rows = await this.rows<SessionRow>(
      'chat_session_owned',
      `SELECT ${SESSION_COLUMNS} FROM chat.sessions WHERE id = $1 AND user_id = $2`,
      [sessionId, userId],
    );
    return rows[0] ?? null;
  }

  async latestOpen(userId: string, mode: ChatMode): Promise<SessionRow | null> {
    const rows = await this.rows<SessionRow>(
      'chat_session_latest_open',
      `SELECT ${SESSION_COLUMNS} FROM chat.sessions
       WHERE user_id = $1 AND type = $2 AND report IS NULL
       ORDER BY last_activity_at DESC LIMIT 1`,
      [userId, mode],
    );
    return rows[0] ?? null;
  }

  async create(userId: string, mode: ChatMode, simulatorType: SimulatorType | null): Promise<SessionRow> {
    const metadata: ChatSessionMetadata = simulatorType === null ? {} : { simulatorType };
    assertBeforeDeadline();
    const rows = await this.rows<SessionRow>(
      'chat_session_create',
      `INSERT INTO chat.sessions (user_id, type, simulator_type, metadata) VALUES ($1, $2, $3, $4)
       RETURNING ${SESSION_COLUMNS}`,
      [userId, mode, simulatorType, JSON.stringify(metadata)],
    );
    return rows[0] as SessionRow;
  }

  list(userId: string, mode: ChatMode, limit: number): Promise<SummaryRow[]> {
    return this.rows<SummaryRow>(
      'chat_session_list',
      `SELECT s.id, s.type, s.started_at, s.ended_at, s.metadata, s.report IS NOT NULL AS has_report,
              (SELECT count(*)::int FROM chat.turns t WHERE t.session_id = s.id) AS turn_count
       FROM chat.sessions s WHERE s.user_id = $1 AND s.type = $2
       ORDER BY s.last_activity_at DESC LIMIT $3`,
      [userId, mode, limit],
    );
  }

  /** The first `limit` turns as {message, response}; null when the session is not the user's. */
  async preview(sessionId: string, userId: string, limit: number): Promise<SessionPreviewItem[] | null> {
    const rows = await this.rows<{ items: SessionPreviewItem[] }>(
      'chat_session_preview',
      `SELECT COALESCE((SELECT json_agg(json_build_object('message', t.message, 'response', t.response)
                                        ORDER BY t.created_at)
                        FROM (SELECT message, response, created_at FROM chat.turns WHERE session_id = s.id
                              ORDER BY created_at LIMIT $3) t), '[]'::json) AS items
       FROM chat.sessions s WHERE s.id = $1 AND s.user_id = $2`,
      [sessionId, userId, limit],
    );
    return rows[0]?.items ?? null;
  }

  /** Every turn, oldest first; null when the session is not the user's. */
  async turns(sessionId: string, userId: string): Promise<TurnRow[] | null> {
    const rows = await this.rows<{ items: TurnRow[] }>(
      'chat_session_turns',
      `SELECT COALESCE((SELECT json_agg(json_build_object('id', t.id, 'message', t.message,
                                          'response', t.response,
                                          'created_at', to_char(t.created_at AT TIME ZONE 'UTC', ${ISO}))
                                        ORDER BY t.created_at)
                        FROM chat.turns t WHERE t.session_id = s.id), '[]'::json) AS items
       FROM chat.sessions s WHERE s.id = $1 AND s.user_id = $2`,
      [sessionId, userId],
    );
    return rows[0]?.items ?? null;
  }

  /**
   * The session (if it is the user's) with its most recent `historyLimit` turns, oldest first.
   */
  async sendContext(
    sessionId: string,
    userId: string,
    historyLimit: number | null,
    idempotencyKey: string | null,
  ): Promise<SendContextRow | null> {
    const rows = await this.rows<SendContextRow>(
      'chat_send_context',
      `SELECT s.id, s.type, s.simulator_type, s.report IS NOT NULL AS has_report,
              COALESCE((SELECT json_agg(json_build_object('message', t.message, 'response', t.response)
                                        ORDER BY t.created_at)
                        FROM (SELECT message, response, created_at FROM chat.turns WHERE session_id = s.id
                              ORDER BY created_at DESC LIMIT $3) t), '[]'::json) AS history,
              (SELECT ${STORED_TURN_JSON} FROM chat.turns t
               WHERE t.user_id = $2 AND t.idempotency_key = $4) AS replayed
       FROM chat.sessions s WHERE s.id = $1 AND s.user_id = $2`,
      [sessionId, userId, historyLimit, idempotencyKey],
    );
    return rows[0] ?? null;
  }

  /**
   * Stores a finished turn and marks the session active again (clearing an ended_at a logout set) in one
   * statement. Returns the stored turn.
   */
  async insertTurn(turn: NewTurn): Promise<TurnRow> {
    assertBeforeDeadline();
    const rows = await this.rows<TurnRow>(
      'chat_turn_insert',
      `WITH inserted AS (
         INSERT INTO chat.turns (session_id, user_id, message, response, provider, model, prompt_tokens,
                                 completion_tokens, latency_ms, crisis, idempotency_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
         RETURNING id, message, response, created_at
       ), touched AS (
         UPDATE chat.sessions SET last_activity_at = clock_timestamp(),
                ended_at = CASE WHEN report IS NULL THEN NULL ELSE ended_at END
         WHERE id = $1
       )
       SELECT id, message, response, to_char(created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at FROM inserted`,
      [
        turn.sessionId,
        turn.userId,
        turn.message,
        turn.response,
        turn.provider,
        turn.model,
        turn.promptTokens,
        turn.completionTokens,
        turn.latencyMs,
        turn.crisis,
        turn.idempotencyKey,
      ],
    );
    if (rows[0]) return rows[0];
    // The same Idempotency-Key arrived twice at once: the first one stored the turn.
    const [first] = await this.rows<{ turn: StoredTurnRow }>(
      'chat_turn_by_key',
      `SELECT ${STORED_TURN_JSON} AS turn FROM chat.turns t WHERE t.user_id = $1 AND t.idempotency_key = $2`,
      [turn.userId, turn.idempotencyKey],
    );
    if (!first) throw new Error('chat turn neither inserted nor found by its idempotency key');
    return first.turn;
  }

  /** All turns for the report, oldest first. */
  transcript(sessionId: string): Promise<TranscriptTurn[]> {
    return this.rows<TranscriptTurn>(
      'chat_transcript',
      'SELECT message, response FROM chat.turns WHERE session_id = $1 ORDER BY created_at',
      [sessionId],
    );
  }

  /** Stores the report once and ends the session; null if a report was already there (a concurrent call). */
  async storeReport(
    sessionId: string,
    report: SimulationReport,
    source: ReportSource,
  ): Promise<SessionRow | null> {
    assertBeforeDeadline();
    const rows = await this.rows<SessionRow>(
      'chat_report_store',
      `UPDATE chat.sessions SET report = $2, report_source = $3, report_created_at = now(),
              ended_at = now(), last_activity_at = now()
       WHERE id = $1 AND report IS NULL
       RETURNING ${SESSION_COLUMNS}`,
      [sessionId, JSON.stringify(report), source],
    );
    return rows[0] ?? null;
  }

  /** Ends the user's open sessions that have at least one turn; returns how many. */
  async endOpenSessions(userId: string): Promise<number> {
    assertBeforeDeadline();
    const rows = await this.rows<{ count: number }>(
      'chat_end_open_sessions',
      `WITH ended AS (
         UPDATE chat.sessions s SET ended_at = now()
         WHERE s.user_id = $1 AND s.ended_at IS NULL
           AND EXISTS (SELECT 1 FROM chat.turns t WHERE t.session_id = s.id)
         RETURNING 1
       ) SELECT count(*)::int AS count FROM ended`,
      [userId],
    );
    return rows[0]?.count ?? 0;
  }
}
