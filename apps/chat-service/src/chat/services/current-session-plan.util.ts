import {
  CHAT_MESSAGES,
  SIMULATOR_TYPE_LABELS,
  isSimulatorMode,
  type ChatMode,
  type CurrentSessionRequest,
  type SimulatorMode,
  type SimulatorType,
} from '@mpu/contracts';
import { invalidInput } from '@mpu/server-kit/service';

/** The types a simulator offers, in picker order; the first is the default of a new session. */
function simulatorTypesOf(mode: SimulatorMode): SimulatorType[] {
  return Object.keys(SIMULATOR_TYPE_LABELS[mode]) as SimulatorType[];
}

/**
 * The simulator type a new session stores: simulators take the requested type if they offer it (else 400)
 * and default to their first type (simulator 'default', traffic-simulator 'type1'); coaches store none.
 */
export function newSessionSimulatorType(
  mode: ChatMode,
  requested: SimulatorType | null | undefined,
): SimulatorType | null {
  if (!isSimulatorMode(mode)) return null;
  if (requested === undefined || requested === null) return simulatorTypesOf(mode)[0] ?? null;
  if (!Object.hasOwn(SIMULATOR_TYPE_LABELS[mode], requested)) {
    throw invalidInput(CHAT_MESSAGES.invalidSimulatorType);
  }
  return requested;
}

/** How POST /api/sessions/current/{mode} finds its session (spec 1 §4 "Chat session loading"). */
export type CurrentSessionPlan =
  | { kind: 'create'; simulatorType: SimulatorType | null }
  | { kind: 'given'; sessionId: string }
  | { kind: 'latest-or-create'; simulatorType: SimulatorType | null };

type SessionChoice = Partial<
  Pick<CurrentSessionRequest, 'createNew' | 'continueLast' | 'previousSessionId' | 'simulatorType'>
>;

export function currentSessionPlan(mode: ChatMode, choice: SessionChoice): CurrentSessionPlan {
  if (choice.createNew === true) {
    return { kind: 'create', simulatorType: newSessionSimulatorType(mode, choice.simulatorType) };
  }
  if (choice.previousSessionId !== undefined && choice.previousSessionId !== null) {
    return { kind: 'given', sessionId: choice.previousSessionId };
  }
  // continueLast or nothing: the most recently active session without a report, else a new one (whose
  // type falls back to the simulator's first one rather than failing a page load on a stale type).
  let simulatorType: SimulatorType | null;
  try {
    simulatorType = newSessionSimulatorType(mode, choice.simulatorType);
  } catch {
    simulatorType = newSessionSimulatorType(mode, null);
  }
  return { kind: 'latest-or-create', simulatorType };
}
