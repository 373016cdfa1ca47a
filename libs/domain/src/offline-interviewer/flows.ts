import type { ChatMode, SimulatorType } from '@mpu/contracts';
import type { InterviewFlow, InterviewStage } from './interviewer.types';
import { COACH_TOPICS } from './question-bank.coach';
import { SIMULATOR_FLOWS, SIMULATOR_STAGES } from './question-bank.simulator';
import { TRAFFIC_COACH_TOPICS } from './question-bank.traffic-coach';
import { TRAFFIC_SIMULATOR_FLOWS, TRAFFIC_SIMULATOR_STAGES } from './question-bank.traffic-simulator';

/** Short answers get followed up; the confrontational Typ E is stricter and follows up more often. */
const COACH_SETTINGS = { register: 'du', maxFollowUps: 2, minWords: 12 } as const;
const SIMULATOR_SETTINGS = { register: 'Sie', maxFollowUps: 2, minWords: 12 } as const;
const CONFRONTATIONAL_SETTINGS = { register: 'Sie', maxFollowUps: 3, minWords: 20 } as const;

function isSimulatorFlowType(type: SimulatorType | undefined): type is keyof typeof SIMULATOR_FLOWS {
  return type !== undefined && type in SIMULATOR_FLOWS;
}

function isTrafficFlowType(type: SimulatorType | undefined): type is keyof typeof TRAFFIC_SIMULATOR_FLOWS {
  return type !== undefined && type in TRAFFIC_SIMULATOR_FLOWS;
}

/**
 * The simulator type a session effectively uses: an unknown or missing type falls back to the simulator's
 * first type (alcohol/drugs: default, traffic: type1). Coach modes have no type.
 */
export function effectiveSimulatorType(
  mode: ChatMode,
  simulatorType?: SimulatorType,
): SimulatorType | undefined {
  if (mode === 'simulator') return isSimulatorFlowType(simulatorType) ? simulatorType : 'default';
  if (mode === 'traffic-simulator') return isTrafficFlowType(simulatorType) ? simulatorType : 'type1';
  return undefined;
}

/** The question flow the offline interviewer follows for a mode and (simulators) a simulator type. */
export function resolveInterviewFlow(mode: ChatMode, simulatorType?: SimulatorType): InterviewFlow {
  const type = effectiveSimulatorType(mode, simulatorType);
  switch (mode) {
    case 'coach':
      return { ...COACH_SETTINGS, stages: COACH_TOPICS };
    case 'traffic-coach':
      return { ...COACH_SETTINGS, stages: TRAFFIC_COACH_TOPICS };
    case 'simulator': {
      const key = isSimulatorFlowType(type) ? type : 'default';
      const stages: InterviewStage[] = SIMULATOR_FLOWS[key].map((id) => SIMULATOR_STAGES[id]);
      return { ...(key === 'type4' ? CONFRONTATIONAL_SETTINGS : SIMULATOR_SETTINGS), stages };
    }
    case 'traffic-simulator': {
      const key = isTrafficFlowType(type) ? type : 'type1';
      const stages: InterviewStage[] = TRAFFIC_SIMULATOR_FLOWS[key].map((id) => TRAFFIC_SIMULATOR_STAGES[id]);
      return { ...(key === 'type4' ? CONFRONTATIONAL_SETTINGS : SIMULATOR_SETTINGS), stages };
    }
  }
}
