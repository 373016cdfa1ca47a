import { serviceEnvSchema } from '@mpu/server-kit';

export const feedbackEnvSchema = serviceEnvSchema(3004);
export type FeedbackEnv = ReturnType<typeof feedbackEnvSchema.parse>;

export const FEEDBACK_SCHEMA = 'feedback';
export const FEEDBACK_SERVICE_NAME = 'feedback-service';
