import { Inject, Injectable } from '@nestjs/common';
import {
  CHAT_MESSAGES,
  SUBJECTS,
  type ChatMode,
  type ChatSessionDto,
  type ChatSessionSummary,
  type ChatTurnDto,
  type CurrentSessionBody,
  type SessionPreviewItem,
} from '@mpu/contracts';
import { GATEWAY_ENV, type GatewayEnv } from '../../config/gateway-env';
import { ServiceClient } from '../../nats/service-client.service';
import { RateLimitService } from '../../security/rate-limit.service';

/** Session calls to the chat-service; starting new sessions is rate-limited per user. */
@Injectable()
export class ChatSessionsService {
  constructor(
    private readonly services: ServiceClient,
    private readonly rateLimit: RateLimitService,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  list(userId: string, mode: ChatMode): Promise<ChatSessionSummary[]> {
    return this.services.request(SUBJECTS.chat.listSessions, { userId, mode });
  }

  async current(userId: string, mode: ChatMode, body: CurrentSessionBody): Promise<ChatSessionDto> {
    const createNew = body.createNew === true;
    if (createNew) {
      await this.rateLimit.consume(
        [{ key: `chat-sessions:${userId}`, limit: this.env.CHAT_SESSIONS_PER_MINUTE }],
        CHAT_MESSAGES.tooManySessions,
      );
    }
    return this.services.request(SUBJECTS.chat.currentSession, {
      userId,
      mode,
      createNew,
      continueLast: body.continueLast === true,
      previousSessionId: body.previousSessionId ?? null,
      simulatorType: body.simulatorType ?? null,
    });
  }

  get(userId: string, sessionId: string): Promise<ChatSessionDto> {
    return this.services.request(SUBJECTS.chat.getSession, { userId, sessionId });
  }

  preview(userId: string, sessionId: string): Promise<SessionPreviewItem[]> {
    return this.services.request(SUBJECTS.chat.previewSession, { userId, sessionId });
  }

  turns(userId: string, sessionId: string): Promise<ChatTurnDto[]> {
    return this.services.request(SUBJECTS.chat.sessionTurns, { userId, sessionId });
  }

  report(userId: string, sessionId: string): Promise<ChatSessionDto> {
    return this.services.request(
      SUBJECTS.chat.report,
      { userId, sessionId },
      this.env.CHAT_REQUEST_TIMEOUT_MS,
    );
  }
}
