import type { TapkRoundResult } from './tapk.types';

/** Spec 2 §3 "Answer record (tests)": one answered task; `time` in milliseconds. */
export interface TestAnswer {
  correct: boolean;
  time: number;
}

/** Thresholds of spec 2 §5: average time at most …, accuracy (and for TAPK detection) at least … */
export interface PassRule {
  maxAverageTimeMs: number;
  minAccuracyPercent: number;
}

export const LINE_TRACKING_PASS_RULE: PassRule = { maxAverageTimeMs: 10_000, minAccuracyPercent: 40 };
export const TAPK2_PASS_RULE: PassRule = { maxAverageTimeMs: 15_000, minAccuracyPercent: 60 };
export const TAPK_PASS_RULE: PassRule & { minDetectionPercent: number } = {
  maxAverageTimeMs: 15_000,
  minAccuracyPercent: 60,
  minDetectionPercent: 70,
};

/** Line-tracking and TAPK-2 result. Percentages are unrounded (0–100); round only for display. */
export interface AnswerSummary {
  total: number;
  correct: number;
  accuracyPercent: number;
  averageTimeMs: number;
  passed: boolean;
}

export interface TapkSummary {
  tasks: number;
  fullyCorrect: number;
  /** Fully correct rounds in percent of all rounds. */
  accuracyPercent: number;
  averageTimeMs: number;
  targetsFound: number;
  targetsTotal: number;
  /** Targets found in percent of all targets shown. */
  detectionPercent: number;
  passed: boolean;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const percent = (part: number, whole: number) => (whole === 0 ? 0 : (part / whole) * 100);
/** `part / whole ≥ min %` compared without division, so the boundary itself is exact. */
const atLeastPercent = (part: number, whole: number, min: number) => part * 100 >= min * whole;

/** `total / count ≤ max` compared without division, so an average of exactly `max` passes. */
const averageAtMost = (times: readonly number[], max: number) => sum(times) <= max * times.length;

function summariseAnswers(answers: readonly TestAnswer[], rule: PassRule): AnswerSummary {
  const total = answers.length;
  const correct = answers.filter((answer) => answer.correct).length;
  const times = answers.map((answer) => answer.time);
  return {
    total,
    correct,
    accuracyPercent: percent(correct, total),
    averageTimeMs: total === 0 ? 0 : sum(times) / total,
    passed:
      total > 0 &&
      averageAtMost(times, rule.maxAverageTimeMs) &&
      atLeastPercent(correct, total, rule.minAccuracyPercent),
  };
}

/** Spec 2 §5: line-tracking passes with an average time of at most 10 s and at least 40 % correct. */
export function summariseLineTracking(answers: readonly TestAnswer[]): AnswerSummary {
  return summariseAnswers(answers, LINE_TRACKING_PASS_RULE);
}

/** Spec 2 §5: TAPK-2 passes with an average time of at most 15 s and at least 60 % correct. */
export function summariseTapk2(answers: readonly TestAnswer[]): AnswerSummary {
  return summariseAnswers(answers, TAPK2_PASS_RULE);
}

/** Spec 2 §5: a TAPK round is fully correct only if all its targets were found and no non-target clicked. */
export function isTapkTaskFullyCorrect(round: TapkRoundResult): boolean {
  return round.targetsFound >= round.targetsTotal && round.wrongClicks === 0;
}

/**
 * Spec 2 §5: TAPK passes with an average time per round of at most 15 s AND at least 60 % of rounds
 * fully correct AND a detection rate (targets found of all targets) of at least 70 %.
 */
export function summariseTapk(rounds: readonly TapkRoundResult[]): TapkSummary {
  const tasks = rounds.length;
  const fullyCorrect = rounds.filter(isTapkTaskFullyCorrect).length;
  const times = rounds.map((round) => round.time);
  const targetsFound = sum(rounds.map((round) => Math.min(round.targetsFound, round.targetsTotal)));
  const targetsTotal = sum(rounds.map((round) => round.targetsTotal));
  return {
    tasks,
    fullyCorrect,
    accuracyPercent: percent(fullyCorrect, tasks),
    averageTimeMs: tasks === 0 ? 0 : sum(times) / tasks,
    targetsFound,
    targetsTotal,
    detectionPercent: percent(targetsFound, targetsTotal),
    passed:
      tasks > 0 &&
      averageAtMost(times, TAPK_PASS_RULE.maxAverageTimeMs) &&
      atLeastPercent(fullyCorrect, tasks, TAPK_PASS_RULE.minAccuracyPercent) &&
      atLeastPercent(targetsFound, targetsTotal, TAPK_PASS_RULE.minDetectionPercent),
  };
}
