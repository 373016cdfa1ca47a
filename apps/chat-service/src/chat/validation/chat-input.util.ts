import {
  CHAT_MESSAGES,
  SIMULATOR_TYPE_LABELS,
  chatMessageSchema,
  chatModeSchema,
  isUuid,
  validate,
  type Schema,
  type ChatMode,
  type SimulatorMode,
  type SimulatorType,
  isSimulatorMode,
} from '@mpu/contracts';
import { invalidInput } from '../chat.exception';

// The gateway validates every body with the contracts' schemas; the service checks again because NATS
// is an API of its own. Every failure is a German 400.

export function requireUserId(value: unknown): string {
  if (!isUuid(value)) throw invalidInput();
  return value;
}

/** Validates with a contracts schema; its German message is the 400 answer. */
function required<T>(schema: Schema<T>, value: unknown): T {
  const result = validate(schema, value);
  if (!result.ok) throw invalidInput(result.message);
  return result.data;
}

export function requireMode(value: unknown): ChatMode {
  return required(chatModeSchema, value);
}

export function requireSessionId(value: unknown): string {
  if (value === undefined || value === null || value === '')
    throw invalidInput(CHAT_MESSAGES.sessionRequired);
  if (!isUuid(value)) throw invalidInput(CHAT_MESSAGES.invalidSessionId);
  return value;
}

/** The user's message, trimmed, 1..CHAT_LIMITS.messageMax characters. */
export function requireMessage(value: unknown): string {
  return required(chatMessageSchema, value);
}

/** The types a simulator offers, in picker order; the first is the default of a new session. */
export function simulatorTypesOf(mode: SimulatorMode): SimulatorType[] {
  return Object.keys(SIMULATOR_TYPE_LABELS[mode]) as SimulatorType[];
}

/**
 * The simulator type a new session stores: simulators take the requested type if they offer it (else 400)
 * and default to their first type (simulator 'default', traffic-simulator 'type1'); coaches store none.
 */
export function newSessionSimulatorType(mode: ChatMode, requested: unknown): SimulatorType | null {
  if (!isSimulatorMode(mode)) return null;
  if (requested === undefined || requested === null) return simulatorTypesOf(mode)[0] ?? null;
  if (typeof requested !== 'string' || !Object.hasOwn(SIMULATOR_TYPE_LABELS[mode], requested)) {
    throw invalidInput(CHAT_MESSAGES.invalidSimulatorType);
  }
  return requested as SimulatorType;
}

/** How POST /api/sessions/current/{mode} finds its session (spec 1 §4 "Chat session loading"). */
export type CurrentSessionPlan =
  | { kind: 'create'; simulatorType: SimulatorType | null }
  | { kind: 'given'; sessionId: string }
  | { kind: 'latest-or-create'; simulatorType: SimulatorType | null };

export function currentSessionPlan(mode: ChatMode, payload: Record<string, unknown>): CurrentSessionPlan {
  if (payload.createNew === true) {
    return { kind: 'create', simulatorType: newSessionSimulatorType(mode, payload.simulatorType) };
  }
  if (payload.previousSessionId !== undefined && payload.previousSessionId !== null) {
    return { kind: 'given', sessionId: requireSessionId(payload.previousSessionId) };
  }
  // continueLast or nothing: the most recently active session without a report, else a new one (whose
  // type falls back to the simulator's first one rather than failing a page load on a stale type).
  let simulatorType: SimulatorType | null;
  try {
    simulatorType = newSessionSimulatorType(mode, payload.simulatorType);
  } catch {
    simulatorType = newSessionSimulatorType(mode, null);
  }
  return { kind: 'latest-or-create', simulatorType };
}

/** NATS subject the stream events go to: a plain subject without wildcards or spaces. */
export function requireStreamSubject(value: unknown): string {
  if (
    typeof value !== 'string' ||
    !/^[A-Za-z0-9_\-.$]{1,200}$/.test(value) ||
    /(^|\.)(\*|>)(\.|$)/.test(value)
  ) {
    throw invalidInput();
  }
  return value;
}
