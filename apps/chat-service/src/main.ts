import 'reflect-metadata';
import { runService } from '@mpu/server-kit/service';
import { CHAT_SCHEMA, CHAT_SERVICE_NAME, chatEnvSchema } from './config/chat-env';
import { createChatDataSource } from './database/chat-data-source';
import { ChatServiceModule } from './chat-service.module';

runService({
  name: CHAT_SERVICE_NAME,
  schema: CHAT_SCHEMA,
  envSchema: chatEnvSchema,
  createDataSource: createChatDataSource,
  module: (env) => ChatServiceModule.forRoot(env),
});
