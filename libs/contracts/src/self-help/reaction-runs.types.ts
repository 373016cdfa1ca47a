import type { IdempotentRequest } from '../common/message-headers';

/** The three reaction tests (spec 2 §2). */
export const REACTION_TEST_IDS = ['line-tracking', 'tapk', 'tapk2'] as const;
export type ReactionTestId = (typeof REACTION_TEST_IDS)[number];

/** One finished practice run as kept for the user (issue 6: history on /reaktionstests). */
export interface ReactionRunDto {
  id: string;
  test: ReactionTestId;
  /** ISO 8601 */
  completedAt: string;
  tasks: number;
  /** Correct answers (TAPK: fully correct rounds) in percent, unrounded. */
  accuracyPercent: number;
  averageTimeMs: number;
  /** TAPK only: targets found in percent of all targets. */
  detectionPercent: number | null;
  passed: boolean;
}

export interface ReactionRunsUserRequest {
  userId: string;
}

export interface TestAnswerRecord {
  correct: boolean;
  time: number;
}

export interface TapkRoundRecord {
  targetsTotal: number;
  targetsFound: number;
  wrongClicks: number;
  time: number;
}

/** What the web sends; feedback-service scores it with the pass rules of libs/domain. */
export type ReactionRunSubmission =
  | { test: 'line-tracking' | 'tapk2'; answers: TestAnswerRecord[] }
  | { test: 'tapk'; rounds: TapkRoundRecord[] };

export interface SaveReactionRunRequest extends ReactionRunsUserRequest, IdempotentRequest {
  run: ReactionRunSubmission;
}
