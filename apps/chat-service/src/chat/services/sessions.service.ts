import { Injectable } from '@nestjs/common';
import {
  CHAT_LIMITS,
  type ChatSessionDto,
  type ChatSessionSummary,
  type ChatTurnDto,
  type EndOpenSessionsResponse,
  type SessionPreviewItem,
} from '@mpu/contracts';
import { LlmClient } from '../../llm/llm.client';
import { sessionNotFound, sessionOtherMode } from '../chat.exception';
import {
  currentSessionPlan,
  requireMode,
  requireSessionId,
  requireUserId,
} from '../validation/chat-input.util';
import { ChatRepository, type SessionRow } from '../repositories/chat.repository';
import { toSessionDto, toSessionSummary } from '../repositories/session-dto.util';

/** Most sessions GET /api/sessions/user/{mode} lists. */
export const SESSION_LIST_LIMIT = 50;

type Payload = Record<string, unknown> | null | undefined;

@Injectable()
export class SessionsService {
  constructor(
    private readonly repository: ChatRepository,
    private readonly llm: LlmClient,
  ) {}

  private dto(row: SessionRow): ChatSessionDto {
    return toSessionDto(row, this.llm.configured ? 'llm' : 'offline');
  }

  /** POST /api/sessions/current/{mode}: create new, a given session, or the last open one (else new). */
  async current(payload: Payload): Promise<ChatSessionDto> {
    const userId = requireUserId(payload?.userId);
    const mode = requireMode(payload?.mode);
    const plan = currentSessionPlan(mode, payload ?? {});
    if (plan.kind === 'given') {
      const session = await this.repository.findOwned(plan.sessionId, userId);
      if (!session) throw sessionNotFound();
      if (session.type !== mode) throw sessionOtherMode();
      return this.dto(session);
    }
    if (plan.kind === 'latest-or-create') {
      const latest = await this.repository.latestOpen(userId, mode);
      if (latest) return this.dto(latest);
    }
    return this.dto(await this.repository.create(userId, mode, plan.simulatorType));
  }

  async get(payload: Payload): Promise<ChatSessionDto> {
    const userId = requireUserId(payload?.userId);
    const session = await this.repository.findOwned(requireSessionId(payload?.sessionId), userId);
    if (!session) throw sessionNotFound();
    return this.dto(session);
  }

  async list(payload: Payload): Promise<ChatSessionSummary[]> {
    const userId = requireUserId(payload?.userId);
    const mode = requireMode(payload?.mode);
    return (await this.repository.list(userId, mode, SESSION_LIST_LIMIT)).map(toSessionSummary);
  }

  async preview(payload: Payload): Promise<SessionPreviewItem[]> {
    const userId = requireUserId(payload?.userId);
    const items = await this.repository.preview(
      requireSessionId(payload?.sessionId),
      userId,
      CHAT_LIMITS.previewItems,
    );
    if (items === null) throw sessionNotFound();
    return items;
  }

  async turns(payload: Payload): Promise<ChatTurnDto[]> {
    const userId = requireUserId(payload?.userId);
    const rows = await this.repository.turns(requireSessionId(payload?.sessionId), userId);
    if (rows === null) throw sessionNotFound();
    return rows.map((row) => ({
      id: row.id,
      message: row.message,
      response: row.response,
      createdAt: row.created_at,
    }));
  }

  /** At logout: ends the user's open sessions that have turns. */
  async endOpenSessions(payload: Payload): Promise<EndOpenSessionsResponse> {
    const userId = requireUserId(payload?.userId);
    return { sessionsCompleted: await this.repository.endOpenSessions(userId) };
  }
}
