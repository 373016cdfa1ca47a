import * as z from 'zod/mini';
import { isUuid } from '../common/ids';
import { CHAT_LIMITS } from './chat.limits';
import { CHAT_MESSAGES as M } from './chat.messages';
import { CHAT_MODES, SIMULATOR_TYPES } from './chat.types';

// A client-sent `userId` (spec 1 §7 payloads) is accepted and ignored: the user always comes from the session.

export const chatModeSchema = z.enum(CHAT_MODES, { error: M.invalidMode });
export const simulatorTypeSchema = z.enum(SIMULATOR_TYPES, { error: M.invalidSimulatorType });
export const sessionIdSchema = z
  .string({ error: M.invalidSessionId })
  .check(z.refine(isUuid, M.invalidSessionId));

/** A user's chat message: trimmed, 1..CHAT_LIMITS.messageMax characters. */
export const chatMessageSchema = z
  .string({ error: M.messageRequired })
  .check(z.trim(), z.minLength(1, M.messageRequired), z.maxLength(CHAT_LIMITS.messageMax, M.messageTooLong));

/** POST /api/sessions/current/{mode} — spec 1 §7. */
export const currentSessionBodySchema = z.object({
  userId: z.optional(z.unknown()),
  createNew: z.optional(z.boolean()),
  continueLast: z.optional(z.boolean()),
  previousSessionId: z.optional(z.nullable(sessionIdSchema)),
  simulatorType: z.optional(z.nullable(simulatorTypeSchema)),
});
export type CurrentSessionBody = z.output<typeof currentSessionBodySchema>;

/** POST /api/chat/{mode} and /api/chat/{mode}/stream — spec 1 §7. */
export const chatSendBodySchema = z.object({
  userId: z.optional(z.unknown()),
  sessionId: z.string({ error: M.sessionRequired }).check(z.refine(isUuid, M.invalidSessionId)),
  message: chatMessageSchema,
  simulatorType: z.optional(z.nullable(simulatorTypeSchema)),
});
export type ChatSendBody = z.output<typeof chatSendBodySchema>;
