import { findUserByUsernameRequestSchema, getUserRequestSchema } from './auth/auth-request.schemas';
import { loginSchema, registerSchema } from './auth/auth.schemas';
import {
  activateSubscriptionRequestSchema,
  createCheckoutRequestSchema,
  createTestScheduleRequestSchema,
  stripeWebhookRequestSchema,
  testScheduleRequestSchema,
  verifySessionRequestSchema,
} from './billing/billing-request.schemas';
import { submitCancellationRequestSchema } from './billing/cancellation.schemas';
import {
  chatModeRequestSchema,
  chatSessionRequestSchema,
  chatStreamRequestSchema,
  chatTurnRequestSchema,
  currentSessionRequestSchema,
  transcribeRequestSchema,
} from './chat/chat-request.schemas';
import { pingRequestSchema, userRequestSchema } from './common/request.schemas';
import type { Schema } from './common/validation';
import {
  questionnaireGetRequestSchema,
  saveReactionRunRequestSchema,
  savePlanRequestSchema,
  submitQuestionnaireRequestSchema,
} from './self-help/self-help-request.schemas';
import { SUBJECTS, type RequestOf, type Subject } from './subjects';

/** A schema for the request of every subject, typed by it: a schema of another request does not compile. */
export type RequestSchemas = { readonly [S in Subject]: Schema<RequestOf<S>> };

/**
 * How each service parses what arrives on a subject (server-kit's `@Handles`): the gateway's bodies with the
 * same schemas the gateway used, the session's user, the Idempotency-Key. German messages throughout.
 */
export const REQUEST_SCHEMAS: RequestSchemas = {
  [SUBJECTS.auth.ping]: pingRequestSchema,
  [SUBJECTS.auth.register]: registerSchema,
  [SUBJECTS.auth.verifyCredentials]: loginSchema,
  [SUBJECTS.auth.getUser]: getUserRequestSchema,
  [SUBJECTS.auth.findUserByUsername]: findUserByUsernameRequestSchema,
  [SUBJECTS.billing.ping]: pingRequestSchema,
  [SUBJECTS.billing.subscriptionStatus]: userRequestSchema,
  [SUBJECTS.billing.subscriptionDetails]: userRequestSchema,
  [SUBJECTS.billing.cancelSubscription]: userRequestSchema,
  [SUBJECTS.billing.resumeSubscription]: userRequestSchema,
  [SUBJECTS.billing.activateTestSubscription]: activateSubscriptionRequestSchema,
  [SUBJECTS.billing.listPayments]: userRequestSchema,
  [SUBJECTS.billing.createCheckout]: createCheckoutRequestSchema,
  [SUBJECTS.billing.verifySession]: verifySessionRequestSchema,
  [SUBJECTS.billing.stripeWebhook]: stripeWebhookRequestSchema,
  [SUBJECTS.billing.createTestSchedule]: createTestScheduleRequestSchema,
  [SUBJECTS.billing.getTestSchedule]: testScheduleRequestSchema,
  [SUBJECTS.billing.submitCancellation]: submitCancellationRequestSchema,
  [SUBJECTS.billing.cancellationPrefill]: userRequestSchema,
  [SUBJECTS.chat.ping]: pingRequestSchema,
  [SUBJECTS.chat.listSessions]: chatModeRequestSchema,
  [SUBJECTS.chat.currentSession]: currentSessionRequestSchema,
  [SUBJECTS.chat.getSession]: chatSessionRequestSchema,
  [SUBJECTS.chat.previewSession]: chatSessionRequestSchema,
  [SUBJECTS.chat.sessionTurns]: chatSessionRequestSchema,
  [SUBJECTS.chat.endOpenSessions]: userRequestSchema,
  [SUBJECTS.chat.report]: chatSessionRequestSchema,
  [SUBJECTS.chat.send]: chatTurnRequestSchema,
  [SUBJECTS.chat.stream]: chatStreamRequestSchema,
  [SUBJECTS.chat.transcribe]: transcribeRequestSchema,
  [SUBJECTS.feedback.ping]: pingRequestSchema,
  [SUBJECTS.feedback.submitQuestionnaire]: submitQuestionnaireRequestSchema,
  [SUBJECTS.feedback.listQuestionnaires]: userRequestSchema,
  [SUBJECTS.feedback.getQuestionnaire]: questionnaireGetRequestSchema,
  [SUBJECTS.feedback.getPlan]: userRequestSchema,
  [SUBJECTS.feedback.savePlan]: savePlanRequestSchema,
  [SUBJECTS.feedback.listReactionRuns]: userRequestSchema,
  [SUBJECTS.feedback.saveReactionRun]: saveReactionRunRequestSchema,
};
