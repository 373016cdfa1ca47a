import { Module } from '@nestjs/common';
import { RateLimitService } from '../security/rate-limit.service';
import { ChatSessionsController } from './chat-sessions.controller';
import { ChatController } from './chat.controller';
import { ChatSessionsService } from './services/chat-sessions.service';
import { ChatStreamService } from './services/chat-stream.service';
import { TranscriptionService } from './services/transcription.service';
import { TranscriptionController } from './transcription.controller';

@Module({
  controllers: [ChatSessionsController, ChatController, TranscriptionController],
  providers: [ChatSessionsService, ChatStreamService, TranscriptionService, RateLimitService],
})
export class ChatModule {}
