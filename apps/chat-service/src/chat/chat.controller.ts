import { Controller } from '@nestjs/common';
import {
  SUBJECTS,
  type ChatModeRequest,
  type ChatReplyDto,
  type ChatSessionDto,
  type ChatSessionRequest,
  type ChatSessionSummary,
  type ChatStreamAccepted,
  type ChatStreamRequest,
  type ChatTurnDto,
  type ChatTurnRequest,
  type ChatUserRequest,
  type CurrentSessionRequest,
  type EndOpenSessionsResponse,
  type SessionPreviewItem,
  type TranscribeRequest,
  type TranscriptionResponse,
} from '@mpu/contracts';
import { Handles } from '@mpu/server-kit/service';
import { ReportService } from './services/report.service';
import { SessionsService } from './services/sessions.service';
import { TranscriptionService } from './services/transcription.service';
import { TurnsService } from './services/turns.service';

/** One handler per chat subject. The payload comes from the gateway (userId = the session's user). */
@Controller()
export class ChatController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly turns: TurnsService,
    private readonly reports: ReportService,
    private readonly transcription: TranscriptionService,
  ) {}

  @Handles(SUBJECTS.chat.listSessions)
  listSessions(payload: ChatModeRequest): Promise<ChatSessionSummary[]> {
    return this.sessions.list(payload);
  }

  @Handles(SUBJECTS.chat.currentSession)
  currentSession(payload: CurrentSessionRequest): Promise<ChatSessionDto> {
    return this.sessions.current(payload);
  }

  @Handles(SUBJECTS.chat.getSession)
  getSession(payload: ChatSessionRequest): Promise<ChatSessionDto> {
    return this.sessions.get(payload);
  }

  @Handles(SUBJECTS.chat.previewSession)
  previewSession(payload: ChatSessionRequest): Promise<SessionPreviewItem[]> {
    return this.sessions.preview(payload);
  }

  @Handles(SUBJECTS.chat.sessionTurns)
  sessionTurns(payload: ChatSessionRequest): Promise<ChatTurnDto[]> {
    return this.sessions.turns(payload);
  }

  @Handles(SUBJECTS.chat.endOpenSessions)
  endOpenSessions(payload: ChatUserRequest): Promise<EndOpenSessionsResponse> {
    return this.sessions.endOpenSessions(payload);
  }

  @Handles(SUBJECTS.chat.report)
  report(payload: ChatSessionRequest): Promise<ChatSessionDto> {
    return this.reports.report(payload);
  }

  @Handles(SUBJECTS.chat.send)
  send(payload: ChatTurnRequest): Promise<ChatReplyDto> {
    return this.turns.send(payload);
  }

  @Handles(SUBJECTS.chat.stream)
  stream(payload: ChatStreamRequest): Promise<ChatStreamAccepted> {
    return this.turns.stream(payload);
  }

  @Handles(SUBJECTS.chat.transcribe)
  transcribe(payload: TranscribeRequest): Promise<TranscriptionResponse> {
    return this.transcription.transcribe(payload);
  }
}
