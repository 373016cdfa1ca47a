import { createServiceDataSource } from '@mpu/server-kit/service';
import { CHAT_SCHEMA } from '../config/chat-env';
import { CreateChatTables1763900000000 } from './migrations/1763900000000-createChatTables';
import { AddTurnIdempotencyKeys1795500000001 } from './migrations/1795500000001-addTurnIdempotencyKeys';

/** chat-service works with raw SQL (see chat/repositories/chat.repository.ts), so no entities are registered. */
export function createChatDataSource(url: string) {
  return createServiceDataSource({
    url,
    schema: CHAT_SCHEMA,
    entities: [],
    migrations: [CreateChatTables1763900000000, AddTurnIdempotencyKeys1795500000001],
  });
}
