import { Module, type DynamicModule } from '@nestjs/common';
import { SUBJECTS } from '@mpu/contracts';
import { DatabaseModule, ServiceHealthModule } from '@mpu/server-kit/service';
import { ChatModule } from './chat/chat.module';
import {
  CHAT_SCHEMA,
  CHAT_SERVICE_NAME,
  llmConfigFrom,
  speechToTextConfigFrom,
  type ChatEnv,
} from './config/chat-env';
import { createChatDataSource } from './database/chat-data-source';

@Module({})
export class ChatServiceModule {
  static forRoot(env: ChatEnv): DynamicModule {
    const llm = llmConfigFrom(env);
    return {
      module: ChatServiceModule,
      imports: [
        DatabaseModule.forRoot({
          createDataSource: () => createChatDataSource(env.DATABASE_URL),
          schema: CHAT_SCHEMA,
          runMigrations: env.RUN_MIGRATIONS,
        }),
        ServiceHealthModule.forRoot({
          service: CHAT_SERVICE_NAME,
          natsUrl: env.NATS_URL,
          pingSubject: SUBJECTS.chat.ping,
        }),
        ChatModule.forRoot({ llm, speechToText: speechToTextConfigFrom(env), natsUrl: env.NATS_URL }),
      ],
    };
  }
}
