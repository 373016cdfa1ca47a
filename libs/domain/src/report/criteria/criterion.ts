import type { ReportCriterion, SimulatorMode } from '@mpu/contracts';
import type { Segment } from '../segments';

export interface CriterionInput {
  mode: SimulatorMode;
  answers: readonly string[];
  segments: readonly Segment[];
}

export interface CriterionResult {
  criterion: ReportCriterion;
  score: number;
  assessment: string;
  quotes: string[];
}

/** A weighted signal: a pattern on normalised text and its points. */
export interface Signal {
  pattern: RegExp;
  weight: number;
}

export function clampScore(value: number): number {
  return Math.max(0, Math.min(10, Math.round(value)));
}

/** Highest weight of the signals matching the segment, 0 if none. */
function segmentWeight(segment: Segment, signals: readonly Signal[]): number {
  return signals.reduce(
    (best, signal) => (signal.pattern.test(segment.norm) ? Math.max(best, signal.weight) : best),
    0,
  );
}

/** Segments with their weight, strongest first (stable: earlier answers first among equals). */
export function rankSegments(
  segments: readonly Segment[],
  signals: readonly Signal[],
): { segment: Segment; weight: number }[] {
  return segments
    .map((segment, index) => ({ segment, weight: segmentWeight(segment, signals), index }))
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ segment, weight }) => ({ segment, weight }));
}

/** Sum of the segment weights, each answer contributing at most `perAnswerCap` points. */
export function cappedPoints(
  ranked: readonly { segment: Segment; weight: number }[],
  perAnswerCap: number,
): number {
  const perAnswer = new Map<number, number>();
  for (const { segment, weight } of ranked) {
    perAnswer.set(segment.answer, (perAnswer.get(segment.answer) ?? 0) + weight);
  }
  return [...perAnswer.values()].reduce((sum, points) => sum + Math.min(points, perAnswerCap), 0);
}
