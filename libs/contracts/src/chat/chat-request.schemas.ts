import * as z from 'zod/mini';
import { isUuid } from '../common/ids';
import { COMMON_MESSAGES } from '../common/messages';
import { idempotencyKeySchema, requestObject, userIdSchema } from '../common/request.schemas';
import { CHAT_MESSAGES as M } from './chat.messages';
import { chatMessageSchema, chatModeSchema, simulatorTypeSchema } from './chat.schemas';

// chat-service's NATS requests (gateway → service). The keys are in the order the fields are checked: the
// first failing one gives the answer.

/** Missing (or empty): start a session first; anything else that is no uuid: an invalid id. */
const sessionIdSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? M.sessionRequired : M.invalidSessionId,
  })
  .check(z.minLength(1, M.sessionRequired), z.refine(isUuid, M.invalidSessionId));

/** A NATS subject the stream events go to: plain, without wildcards or spaces. */
const streamSubjectSchema = z.string({ error: COMMON_MESSAGES.invalidInput }).check(
  z.regex(/^[A-Za-z0-9_\-.$]{1,200}$/, COMMON_MESSAGES.invalidInput),
  z.refine((subject) => !/(^|\.)(\*|>)(\.|$)/.test(subject), COMMON_MESSAGES.invalidInput),
);

const nullableSimulatorType = z._default(z.nullable(simulatorTypeSchema), null);

export const chatModeRequestSchema = requestObject({ userId: userIdSchema, mode: chatModeSchema });

export const chatSessionRequestSchema = requestObject({ userId: userIdSchema, sessionId: sessionIdSchema });

/** Which simulator types a mode offers is checked by the service (it depends on the mode). */
export const currentSessionRequestSchema = requestObject({
  userId: userIdSchema,
  mode: chatModeSchema,
  createNew: z._default(z.boolean(), false),
  continueLast: z._default(z.boolean(), false),
  previousSessionId: z._default(z.nullable(sessionIdSchema), null),
  simulatorType: nullableSimulatorType,
});

const turnShape = {
  userId: userIdSchema,
  mode: chatModeSchema,
  sessionId: sessionIdSchema,
  message: chatMessageSchema,
  idempotencyKey: idempotencyKeySchema,
  simulatorType: nullableSimulatorType,
};

export const chatTurnRequestSchema = requestObject(turnShape);

export const chatStreamRequestSchema = requestObject({ streamSubject: streamSubjectSchema, ...turnShape });

/**
 * The recording's content (base64, size, type) is checked by the service, after it knows it can transcribe:
 * those answers have statuses of their own (413, 415). A type that is no text is an unsupported type.
 */
export const transcribeRequestSchema = requestObject({
  userId: userIdSchema,
  audioBase64: z.string({ error: M.audioMissing }),
  mimeType: z.catch(z.string(), ''),
});
