/** How the offline interviewer addresses the user: the coach says "du", the simulated psychologist "Sie". */
export type InterviewRegister = 'du' | 'Sie';

/** One topic (coach) or conversation stage (simulator) with its questions, asked in order. */
export interface InterviewStage {
  id: string;
  /** German title, e.g. 'Ursachen und Motive'. */
  title: string;
  /** Simulator only: the sentence the psychologist uses to open this stage. */
  intro?: string;
  /** Main questions, asked one per turn, each ending with '?'. */
  questions: readonly string[];
  /** Questions that dig deeper when an answer to this stage is short or evasive. */
  followUps: readonly string[];
}

/** A complete conversation flow: the stages in order plus how strictly answers are followed up. */
export interface InterviewFlow {
  register: InterviewRegister;
  stages: readonly InterviewStage[];
  /** How many follow-ups one main question may get before the interviewer moves on anyway. */
  maxFollowUps: number;
  /** Answers with fewer words count as too short. */
  minWords: number;
}
