import { Injectable } from '@nestjs/common';
import {
  CHAT_LIMITS,
  type ChatModeRequest,
  type ChatSessionDto,
  type ChatSessionRequest,
  type ChatSessionSummary,
  type ChatTurnDto,
  type ChatUserRequest,
  type CurrentSessionRequest,
  type EndOpenSessionsResponse,
  type SessionPreviewItem,
} from '@mpu/contracts';
import { LlmClient } from '../../llm/llm.client';
import { sessionNotFound, sessionOtherMode } from '../chat.exception';
import { ChatRepository, type SessionRow } from '../repositories/chat.repository';
import { toSessionDto, toSessionSummary } from '../repositories/session-dto.util';
import { currentSessionPlan } from './current-session-plan.util';

/** Most sessions GET /api/sessions/user/{mode} lists. */
const SESSION_LIST_LIMIT = 50;

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
  async current(request: CurrentSessionRequest): Promise<ChatSessionDto> {
    const { userId, mode } = request;
    const plan = currentSessionPlan(mode, request);
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

  async get({ userId, sessionId }: ChatSessionRequest): Promise<ChatSessionDto> {
    const session = await this.repository.findOwned(sessionId, userId);
    if (!session) throw sessionNotFound();
    return this.dto(session);
  }

  async list({ userId, mode }: ChatModeRequest): Promise<ChatSessionSummary[]> {
    return (await this.repository.list(userId, mode, SESSION_LIST_LIMIT)).map(toSessionSummary);
  }

  async preview({ userId, sessionId }: ChatSessionRequest): Promise<SessionPreviewItem[]> {
    const items = await this.repository.preview(sessionId, userId, CHAT_LIMITS.previewItems);
    if (items === null) throw sessionNotFound();
    return items;
  }

  async turns({ userId, sessionId }: ChatSessionRequest): Promise<ChatTurnDto[]> {
    const rows = await this.repository.turns(sessionId, userId);
    if (rows === null) throw sessionNotFound();
    return rows.map((row) => ({
      id: row.id,
      message: row.message,
      response: row.response,
      createdAt: row.created_at,
    }));
  }

  /** At logout: ends the user's open sessions that have turns. */
  async endOpenSessions({ userId }: ChatUserRequest): Promise<EndOpenSessionsResponse> {
    return { sessionsCompleted: await this.repository.endOpenSessions(userId) };
  }
}
