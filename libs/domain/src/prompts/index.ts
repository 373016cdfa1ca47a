import type { ChatMode, SimulatorType } from '@mpu/contracts';
import { coachSystemPrompt } from './coach-prompts';
import { simulatorSystemPrompt } from './simulator-prompts';

export {
  COACH_PROMPT_TOPICS,
  TRAFFIC_COACH_PROMPT_TOPICS,
  coachSystemPrompt,
  coachTopics,
  type CoachMode,
  type CoachTopic,
} from './coach-prompts';
export { NO_PROMISE_RULE } from './prompt-parts';
export {
  SIMULATION_REPORT_JSON_SCHEMA,
  SIMULATION_REPORT_SCHEMA_NAME,
  reportPrompt,
  type JsonSchema,
} from './report-prompt';
export {
  simulatorStages,
  simulatorSystemPrompt,
  simulatorTypeLabel,
  type SimulatorPromptStage,
} from './simulator-prompts';

export interface SystemPromptInput {
  mode: ChatMode;
  /** Simulators only; a missing or unknown type falls back to the simulator's first type. */
  simulatorType?: SimulatorType;
}

/** The German system prompt of a chat mode and (simulators) a simulator type. */
export function systemPrompt({ mode, simulatorType }: SystemPromptInput): string {
  switch (mode) {
    case 'coach':
    case 'traffic-coach':
      return coachSystemPrompt(mode);
    case 'simulator':
    case 'traffic-simulator':
      return simulatorSystemPrompt(mode, simulatorType);
  }
}
