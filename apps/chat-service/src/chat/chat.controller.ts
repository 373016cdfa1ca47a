import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type RequestOf, type ResponseOf } from '@mpu/contracts';
import { ReportService } from './services/report.service';
import { SessionsService } from './services/sessions.service';
import { TranscriptionService } from './services/transcription.service';
import { TurnsService } from './services/turns.service';

type Req<S extends keyof typeof SUBJECTS.chat> = Partial<RequestOf<(typeof SUBJECTS.chat)[S]>> | null;
type Res<S extends keyof typeof SUBJECTS.chat> = Promise<ResponseOf<(typeof SUBJECTS.chat)[S]>>;

/**
 * One handler per chat subject. The payload comes from the gateway (userId = the session's user); the
 * services validate it again.
 */
@Controller()
export class ChatController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly turns: TurnsService,
    private readonly reports: ReportService,
    private readonly transcription: TranscriptionService,
  ) {}

  @MessagePattern(SUBJECTS.chat.listSessions)
  listSessions(@Payload() payload: Req<'listSessions'>): Res<'listSessions'> {
    return this.sessions.list(payload);
  }

  @MessagePattern(SUBJECTS.chat.currentSession)
  currentSession(@Payload() payload: Req<'currentSession'>): Res<'currentSession'> {
    return this.sessions.current(payload);
  }

  @MessagePattern(SUBJECTS.chat.getSession)
  getSession(@Payload() payload: Req<'getSession'>): Res<'getSession'> {
    return this.sessions.get(payload);
  }

  @MessagePattern(SUBJECTS.chat.previewSession)
  previewSession(@Payload() payload: Req<'previewSession'>): Res<'previewSession'> {
    return this.sessions.preview(payload);
  }

  @MessagePattern(SUBJECTS.chat.sessionTurns)
  sessionTurns(@Payload() payload: Req<'sessionTurns'>): Res<'sessionTurns'> {
    return this.sessions.turns(payload);
  }

  @MessagePattern(SUBJECTS.chat.endOpenSessions)
  endOpenSessions(@Payload() payload: Req<'endOpenSessions'>): Res<'endOpenSessions'> {
    return this.sessions.endOpenSessions(payload);
  }

  @MessagePattern(SUBJECTS.chat.report)
  report(@Payload() payload: Req<'report'>): Res<'report'> {
    return this.reports.report(payload);
  }

  @MessagePattern(SUBJECTS.chat.send)
  send(@Payload() payload: Req<'send'>): Res<'send'> {
    return this.turns.send(payload);
  }

  @MessagePattern(SUBJECTS.chat.stream)
  stream(@Payload() payload: Req<'stream'>): Res<'stream'> {
    return this.turns.stream(payload);
  }

  @MessagePattern(SUBJECTS.chat.transcribe)
  transcribe(@Payload() payload: Req<'transcribe'>): Res<'transcribe'> {
    return this.transcription.transcribe(payload);
  }
}
