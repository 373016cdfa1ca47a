import { createServiceDataSource } from '@mpu/server-kit/service';
import { FEEDBACK_SCHEMA } from '../config/feedback-env';
import { CreateSelfHelpTables1764000000000 } from './migrations/1764000000000-createSelfHelpTables';
import { AddIdempotencyKeys1795500000000 } from './migrations/1795500000000-addIdempotencyKeys';

/** feedback-service works with raw, parameterised SQL (see the repositories), so no entities are registered. */
export function createFeedbackDataSource(url: string) {
  return createServiceDataSource({
    url,
    schema: FEEDBACK_SCHEMA,
    entities: [],
    migrations: [CreateSelfHelpTables1764000000000, AddIdempotencyKeys1795500000000],
  });
}
