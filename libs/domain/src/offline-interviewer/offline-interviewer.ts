import type { ChatMode, SimulatorType, TranscriptTurn } from '@mpu/contracts';
import { assessAnswer, normalizeAnswer, type AnswerQuality } from './answer-quality';
import { resolveInterviewFlow } from './flows';
import type { InterviewFlow, InterviewStage } from './interviewer.types';
import {
  BLAME_FOLLOW_UPS,
  COACH_CONCRETE_REFLECTION,
  COACH_GENERIC_REFLECTIONS,
  COACH_OPENING,
  COACH_REFLECTIONS,
  coachExhaustedMessage,
  FOLLOW_UP_PREFIXES,
  MOVE_ON_ANYWAY,
  NEUTRAL_ACKNOWLEDGEMENTS,
  pick,
  SIMULATOR_EXHAUSTED_MESSAGE,
  SIMULATOR_OPENING,
  SKIP_ACKNOWLEDGEMENT,
} from './phrases';

export interface OfflineInterviewerInput {
  mode: ChatMode;
  simulatorType?: SimulatorType;
  /** The previous turns of the session, oldest first. */
  history: readonly TranscriptTurn[];
  /** The user's new message. */
  message: string;
}

/** Where the conversation stands: the main question asked last and how many follow-ups it has had since. */
interface Position {
  stage: number;
  question: number;
  followUps: number;
}

type Command = { kind: 'skip' } | { kind: 'next-topic' } | { kind: 'topic'; index: number };

function isCoach(flow: InterviewFlow): boolean {
  return flow.register === 'du';
}

function stageAt(flow: InterviewFlow, index: number): InterviewStage {
  const stage = flow.stages[index];
  if (!stage) throw new Error(`offline interviewer: no stage ${index}`);
  return stage;
}

function questionAt(flow: InterviewFlow, stage: number, question: number): string {
  const text = stageAt(flow, stage).questions[question];
  if (text === undefined) throw new Error(`offline interviewer: no question ${stage}/${question}`);
  return text;
}

/** Running number of a question across all stages, used as a deterministic seed. */
function ordinal(flow: InterviewFlow, stage: number, question: number): number {
  return flow.stages.slice(0, stage).reduce((sum, s) => sum + s.questions.length, 0) + question;
}

/** The main question a response asked, if any (the one appearing last in the text). */
function findQuestion(flow: InterviewFlow, response: string): Omit<Position, 'followUps'> | undefined {
  let found: Omit<Position, 'followUps'> | undefined;
  let foundAt = -1;
  flow.stages.forEach((stage, s) => {
    stage.questions.forEach((question, q) => {
      const at = response.lastIndexOf(question);
      if (at > foundAt) {
        found = { stage: s, question: q };
        foundAt = at;
      }
    });
  });
  return found;
}

/** Scans the history backwards for the last main question; every later response was a follow-up. */
function locate(flow: InterviewFlow, history: readonly TranscriptTurn[]): Position | undefined {
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i];
    const found = turn ? findQuestion(flow, turn.response) : undefined;
    if (found) return { ...found, followUps: history.length - 1 - i };
  }
  return undefined;
}

function parseCommand(flow: InterviewFlow, message: string): Command | undefined {
  const text = normalizeAnswer(message).trim();
  if (['weiter', 'nächste frage', 'überspringen', 'frage überspringen'].includes(text))
    return { kind: 'skip' };
  if (!isCoach(flow)) return undefined;
  if (text === 'nächstes thema') return { kind: 'next-topic' };
  const topic = /^thema (\d+)$/.exec(text);
  if (topic) {
    const index = Number(topic[1]) - 1;
    if (index >= 0 && index < flow.stages.length) return { kind: 'topic', index };
  }
  return undefined;
}

function exhaustedMessage(flow: InterviewFlow): string {
  return isCoach(flow) ? coachExhaustedMessage(flow.stages.length) : SIMULATOR_EXHAUSTED_MESSAGE;
}

function coachReflection(message: string, seed: number): string {
  const normalized = normalizeAnswer(message);
  const theme = COACH_REFLECTIONS.find(({ stems }) => stems.some((stem) => normalized.includes(` ${stem}`)));
  if (theme) return theme.text;
  if (/\d/.test(message)) return COACH_CONCRETE_REFLECTION;
  return pick(COACH_GENERIC_REFLECTIONS, seed);
}

/** Asks the first question of a stage, announcing the stage the way the mode does. */
function openStage(flow: InterviewFlow, stage: number, lead: string): string {
  const current = stageAt(flow, stage);
  const announcement = isCoach(flow)
    ? `Lass uns zum ${stage === 0 ? 'ersten' : 'nächsten'} Thema kommen: ${current.title}.`
    : (current.intro ?? '');
  return [lead, announcement, questionAt(flow, stage, 0)].filter((part) => part !== '').join(' ');
}

/** Moves from a position to the next main question, or ends the interview. */
function advance(flow: InterviewFlow, position: Position, lead: string): string {
  const stage = stageAt(flow, position.stage);
  if (position.question + 1 < stage.questions.length) {
    return `${lead} ${questionAt(flow, position.stage, position.question + 1)}`;
  }
  if (position.stage + 1 < flow.stages.length) return openStage(flow, position.stage + 1, lead);
  return exhaustedMessage(flow);
}

function followUp(flow: InterviewFlow, position: Position, quality: Exclude<AnswerQuality, 'full'>): string {
  const seed = ordinal(flow, position.stage, position.question) + position.followUps;
  const prefix = pick(FOLLOW_UP_PREFIXES[flow.register][quality], seed);
  const pool =
    quality === 'blaming' ? BLAME_FOLLOW_UPS[flow.register] : stageAt(flow, position.stage).followUps;
  return `${prefix} ${pick(pool, seed)}`;
}

/**
 * The "Übungsmodus ohne KI": a deterministic practice interviewer that works out from the transcript alone
 * which question was asked last, follows up short, evasive or blaming answers, and otherwise acknowledges
 * and asks the next question of the mode's flow. Same input, same output.
 */
export function offlineInterviewerReply(input: OfflineInterviewerInput): string {
  const flow = resolveInterviewFlow(input.mode, input.simulatorType);
  const coach = isCoach(flow);
  const command = parseCommand(flow, input.message);

  if (command?.kind === 'topic') {
    const title = stageAt(flow, command.index).title;
    return `Gern – wir gehen zu Thema ${command.index + 1}: ${title}. ${questionAt(flow, command.index, 0)}`;
  }

  const last = input.history.at(-1);
  if (last && last.response === exhaustedMessage(flow)) return exhaustedMessage(flow);

  const position = locate(flow, input.history);
  if (!position) return openStage(flow, 0, coach ? COACH_OPENING : SIMULATOR_OPENING);

  const seed = ordinal(flow, position.stage, position.question);
  if (command?.kind === 'skip') return advance(flow, position, SKIP_ACKNOWLEDGEMENT[flow.register]);
  if (command?.kind === 'next-topic') {
    const lastQuestion = stageAt(flow, position.stage).questions.length - 1;
    return advance(flow, { ...position, question: lastQuestion }, SKIP_ACKNOWLEDGEMENT[flow.register]);
  }

  const quality = assessAnswer(input.message, flow.minWords);
  if (quality !== 'full') {
    if (position.followUps < flow.maxFollowUps) return followUp(flow, position, quality);
    return advance(flow, position, MOVE_ON_ANYWAY[flow.register]);
  }
  const acknowledgement = coach ? coachReflection(input.message, seed) : pick(NEUTRAL_ACKNOWLEDGEMENTS, seed);
  return advance(flow, position, acknowledgement);
}
