import { Inject, Logger, Module, type DynamicModule, type OnApplicationBootstrap } from '@nestjs/common';
import type { LlmConfig, SpeechToTextConfig } from '../config/chat-env';
import { LLM_CONFIG, LlmClient } from '../llm/llm.client';
import { SPEECH_TO_TEXT_CONFIG, SpeechToTextClient } from '../llm/speech-to-text.client';
import { STREAM_NATS_URL, StreamPublisher } from '../stream/stream-publisher';
import { ChatController } from './chat.controller';
import { ChatRepository } from './repositories/chat.repository';
import { ReportService } from './services/report.service';
import { SessionsService } from './services/sessions.service';
import { TranscriptionService } from './services/transcription.service';
import { TurnsService } from './services/turns.service';

export interface ChatModuleOptions {
  llm: LlmConfig | null;
  speechToText: SpeechToTextConfig | null;
  natsUrl: string;
}

@Module({})
export class ChatModule implements OnApplicationBootstrap {
  constructor(
    private readonly publisher: StreamPublisher,
    @Inject(LLM_CONFIG) private readonly llm: LlmConfig | null,
  ) {}

  static forRoot(options: ChatModuleOptions): DynamicModule {
    return {
      module: ChatModule,
      controllers: [ChatController],
      providers: [
        { provide: LLM_CONFIG, useValue: options.llm },
        { provide: SPEECH_TO_TEXT_CONFIG, useValue: options.speechToText },
        SpeechToTextClient,
        { provide: STREAM_NATS_URL, useValue: options.natsUrl },
        LlmClient,
        StreamPublisher,
        ChatRepository,
        SessionsService,
        TurnsService,
        ReportService,
        TranscriptionService,
      ],
    };
  }

  async onApplicationBootstrap(): Promise<void> {
    new Logger('ChatModule').log(
      this.llm === null
        ? 'No LLM configured (OPENAI_API_KEY / OPENAI_BASE_URL): offline practice interviewer'
        : `LLM ${this.llm.model} at ${this.llm.baseUrl ?? 'the OpenAI API'}`,
    );
    await this.publisher.warmUp();
  }
}
