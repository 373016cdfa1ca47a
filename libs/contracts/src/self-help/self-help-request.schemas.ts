import * as z from 'zod/mini';
import { AUTH_LIMITS } from '../auth/auth.limits';
import { COMMON_MESSAGES } from '../common/messages';
import { idempotencyKeySchema, requestObject, userIdSchema } from '../common/request.schemas';
import { plannerBodySchema } from './planner.schemas';
import { questionnaireBodySchema, questionnaireIdSchema } from './questionnaire.schemas';
import { reactionRunBodySchema } from './reaction-runs.schemas';

// feedback-service's NATS requests (gateway → service): the bodies the gateway validated, checked again
// with the same schemas, plus the session's user.

/** The session's username the record keeps (spec 2 §3). */
const usernameSchema = z
  .string({ error: COMMON_MESSAGES.invalidInput })
  .check(
    z.minLength(1, COMMON_MESSAGES.invalidInput),
    z.maxLength(AUTH_LIMITS.usernameMax, COMMON_MESSAGES.invalidInput),
  );

/** The answers' shape; feedback-service checks them against the questions (`validateQuestionnaire`). */
export const submitQuestionnaireRequestSchema = requestObject({
  userId: userIdSchema,
  username: usernameSchema,
  answers: questionnaireBodySchema.shape.answers,
  idempotencyKey: idempotencyKeySchema,
});

export const questionnaireGetRequestSchema = requestObject({
  userId: userIdSchema,
  questionnaireId: questionnaireIdSchema,
});

export const savePlanRequestSchema = requestObject({ userId: userIdSchema, plan: plannerBodySchema });

export const saveReactionRunRequestSchema = requestObject({
  userId: userIdSchema,
  run: reactionRunBodySchema,
  idempotencyKey: idempotencyKeySchema,
});
