import type { ReactionRunBody, ReactionTestId } from '@mpu/contracts';
import { summariseLineTracking, summariseTapk, summariseTapk2 } from '@mpu/domain';

export interface ScoredRun {
  test: ReactionTestId;
  tasks: number;
  accuracyPercent: number;
  averageTimeMs: number;
  detectionPercent: number | null;
  passed: boolean;
}

/** Scores a submitted run with the pass rules of spec 2 §5 — the same functions the result screen uses. */
export function scoreRun(run: ReactionRunBody): ScoredRun {
  if (run.test === 'tapk') {
    const summary = summariseTapk(run.rounds);
    return {
      test: 'tapk',
      tasks: summary.tasks,
      accuracyPercent: summary.accuracyPercent,
      averageTimeMs: summary.averageTimeMs,
      detectionPercent: summary.detectionPercent,
      passed: summary.passed,
    };
  }
  const summary =
    run.test === 'line-tracking' ? summariseLineTracking(run.answers) : summariseTapk2(run.answers);
  return {
    test: run.test,
    tasks: summary.total,
    accuracyPercent: summary.accuracyPercent,
    averageTimeMs: summary.averageTimeMs,
    detectionPercent: null,
    passed: summary.passed,
  };
}
