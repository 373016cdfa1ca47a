import {
  SIMULATOR_TYPE_LABELS,
  type ChatMode,
  type ChatProviderKind,
  type SimulatorType,
} from '@mpu/contracts';
import { effectiveSimulatorType, resolveInterviewFlow } from './flows';

/** Label of the offline practice mode, shown wherever the chat runs without an LLM. */
export const OFFLINE_MODE_LABEL = 'Übungsmodus ohne KI';

function topicList(mode: 'coach' | 'traffic-coach'): string[] {
  return resolveInterviewFlow(mode).stages.map((stage, i) => `${i + 1}. ${stage.title}`);
}

function subjectOf(mode: ChatMode): string {
  return mode === 'coach' || mode === 'simulator' ? 'Alkohol und Drogen' : 'Verkehrsdelikte';
}

/** The offline coach names its mode and its commands ("weiter", "Thema 3"). */
function coachWelcome(mode: 'coach' | 'traffic-coach'): string {
  const topics = topicList(mode);
  return [
    `Willkommen beim MPU Coach für ${subjectOf(mode)} (${OFFLINE_MODE_LABEL}).`,
    `Wir bereiten dich gemeinsam Schritt für Schritt auf das MPU-Gespräch vor. Dabei gehen wir diese ${topics.length} Themen durch:`,
    topics.join('\n'),
    'Ich stelle dir zu jedem Thema Fragen. Antworte ehrlich und in deinen eigenen Worten – je konkreter, desto besser. ' +
      'Ist eine Antwort noch knapp, frage ich nach. Mit „weiter“ überspringst du eine Frage, mit zum Beispiel „Thema 3“ springst du direkt zu einem Thema.',
    'Der Übungsmodus ersetzt keine persönliche Beratung. Schreib mir einfach eine kurze Nachricht, wenn du bereit bist – dann geht es los.',
  ].join('\n\n');
}

/** Welcome of the coach with the LLM: the same topic list as the offline coach, without the offline commands. */
function llmCoachWelcome(mode: 'coach' | 'traffic-coach'): string {
  const topics = topicList(mode);
  return [
    `Willkommen beim MPU Coach für ${subjectOf(mode)}.`,
    `Ich begleite dich Schritt für Schritt bei der Vorbereitung auf das MPU-Gespräch. Dabei gehen wir diese ${topics.length} Themen durch:`,
    topics.join('\n'),
    'Ich stelle dir Fragen und helfe dir, ehrliche Antworten in deinen eigenen Worten zu finden – je konkreter, desto besser. ' +
      'Du kannst mir auch jederzeit selbst Fragen stellen.',
    'Der Coach ersetzt keine persönliche Beratung. Schreib mir einfach eine kurze Nachricht, wenn du bereit bist – dann geht es los.',
  ].join('\n\n');
}

/** The simulator's welcome; only its first line differs between the LLM and the offline interviewer. */
function simulatorWelcome(
  mode: 'simulator' | 'traffic-simulator',
  simulatorType: SimulatorType | undefined,
  offline: boolean,
): string {
  const type = effectiveSimulatorType(mode, simulatorType);
  const label = type ? SIMULATOR_TYPE_LABELS[mode][type] : undefined;
  const heading = `MPU-Simulation (${subjectOf(mode)}${label ? `, ${label}` : ''})`;
  return [
    offline ? `Willkommen zur ${heading} im ${OFFLINE_MODE_LABEL}.` : `Willkommen zur ${heading}.`,
    'Ich übernehme die Rolle der Psychologin beziehungsweise des Psychologen und stelle Ihnen – wie in der echten Untersuchung – nacheinander einzelne Fragen. ' +
      'Antworten Sie so, wie Sie es im Gespräch tun würden: ehrlich, konkret und in Ihren eigenen Worten.',
    'Wenn Sie fertig sind, klicken Sie auf „Simulation beenden“. Am Ende erhalten Sie ein Feedback, ob Sie die MPU mit diesen Antworten voraussichtlich bestanden hätten – ' +
      'als Übung, nicht als Vorhersage des echten Gutachtens.',
    'Schreiben Sie eine kurze Nachricht, sobald Sie bereit sind.',
  ].join('\n\n');
}

/** The welcome message shown when a session has no history yet (spec 1 §4), per mode. */
export function offlineWelcome(mode: ChatMode, simulatorType?: SimulatorType): string {
  if (mode === 'coach' || mode === 'traffic-coach') return coachWelcome(mode);
  return simulatorWelcome(mode, simulatorType, true);
}

/**
 * The welcome message of a session without history (spec 1 §4) for the provider that answers it: the LLM
 * wording, or the offline practice interviewer's (which names "Übungsmodus ohne KI" and its commands).
 */
export function chatWelcome(
  mode: ChatMode,
  simulatorType?: SimulatorType,
  provider: ChatProviderKind = 'llm',
): string {
  if (provider === 'offline') return offlineWelcome(mode, simulatorType);
  if (mode === 'coach' || mode === 'traffic-coach') return llmCoachWelcome(mode);
  return simulatorWelcome(mode, simulatorType, false);
}
