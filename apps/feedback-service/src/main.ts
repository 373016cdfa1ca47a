import 'reflect-metadata';
import { runService } from '@mpu/server-kit/service';
import { FEEDBACK_SCHEMA, FEEDBACK_SERVICE_NAME, feedbackEnvSchema } from './config/feedback-env';
import { createFeedbackDataSource } from './database/feedback-data-source';
import { FeedbackServiceModule } from './feedback-service.module';

runService({
  name: FEEDBACK_SERVICE_NAME,
  schema: FEEDBACK_SCHEMA,
  envSchema: feedbackEnvSchema,
  createDataSource: createFeedbackDataSource,
  module: (env) => FeedbackServiceModule.forRoot(env),
});
