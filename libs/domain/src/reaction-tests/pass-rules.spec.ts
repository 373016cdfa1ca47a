import {
  isTapkTaskFullyCorrect,
  summariseLineTracking,
  summariseTapk,
  summariseTapk2,
  type TestAnswer,
} from './pass-rules';
import type { TapkRoundResult } from './tapk.types';

/** `correct` right answers out of `total`, every one taking `time` ms. */
const answers = (correct: number, total: number, time: number): TestAnswer[] =>
  Array.from({ length: total }, (_, i) => ({ correct: i < correct, time }));

const round = (overrides: Partial<TapkRoundResult> = {}): TapkRoundResult => ({
  targetsTotal: 4,
  targetsFound: 4,
  wrongClicks: 0,
  time: 5_000,
  ...overrides,
});

describe('summariseLineTracking (spec 2 §5: ≤ 10 s and ≥ 40 %)', () => {
  it('passes exactly at an average of 10 s and 40 % correct', () => {
    expect(summariseLineTracking(answers(2, 5, 10_000))).toEqual({
      total: 5,
      correct: 2,
      accuracyPercent: 40,
      averageTimeMs: 10_000,
      passed: true,
    });
  });

  it('fails just above 10 s on average', () => {
    expect(summariseLineTracking(answers(2, 5, 10_001)).passed).toBe(false);
    const mixed = [...answers(5, 5, 10_000), { correct: true, time: 10_006 }];
    expect(summariseLineTracking(mixed).passed).toBe(false);
  });

  it('averages the times: one slow answer is fine if the mean stays at 10 s', () => {
    const mixed: TestAnswer[] = [
      { correct: true, time: 16_000 },
      { correct: true, time: 4_000 },
    ];
    expect(summariseLineTracking(mixed)).toMatchObject({ averageTimeMs: 10_000, passed: true });
  });

  it('fails just under 40 % correct (more than 60 % errors)', () => {
    expect(summariseLineTracking(answers(199, 500, 3_000)).passed).toBe(false);
    expect(summariseLineTracking(answers(14, 36, 3_000)).passed).toBe(false);
    expect(summariseLineTracking(answers(15, 36, 3_000)).passed).toBe(true);
  });

  it('does not pass an empty run', () => {
    expect(summariseLineTracking([])).toEqual({
      total: 0,
      correct: 0,
      accuracyPercent: 0,
      averageTimeMs: 0,
      passed: false,
    });
  });
});

describe('summariseTapk2 (spec 2 §5: ≤ 15 s AND ≥ 60 %)', () => {
  it('passes exactly at 15 s and 60 %', () => {
    expect(summariseTapk2(answers(3, 5, 15_000))).toMatchObject({ accuracyPercent: 60, passed: true });
    expect(summariseTapk2(answers(36, 60, 15_000)).passed).toBe(true);
  });

  it('fails above 15 s or under 60 %', () => {
    expect(summariseTapk2(answers(3, 5, 15_001)).passed).toBe(false);
    expect(summariseTapk2(answers(35, 60, 1_000)).passed).toBe(false);
  });

  it('is stricter than line-tracking on accuracy and looser on time', () => {
    expect(summariseTapk2(answers(2, 5, 1_000)).passed).toBe(false);
    expect(summariseTapk2(answers(5, 5, 12_000)).passed).toBe(true);
  });
});

describe('isTapkTaskFullyCorrect (spec 2 §5)', () => {
  it('needs all targets found and no non-target clicked', () => {
    expect(isTapkTaskFullyCorrect(round())).toBe(true);
    expect(isTapkTaskFullyCorrect(round({ targetsFound: 3 }))).toBe(false);
    expect(isTapkTaskFullyCorrect(round({ wrongClicks: 1 }))).toBe(false);
    expect(isTapkTaskFullyCorrect(round({ targetsFound: 0 }))).toBe(false);
  });
});

describe('summariseTapk (spec 2 §5: ≤ 15 s AND ≥ 60 % fully correct AND ≥ 70 % detected)', () => {
  /** Rounds of 10 targets each, no wrong clicks, with these numbers of targets found. */
  const rounds = (found: readonly number[], time = 15_000): TapkRoundResult[] =>
    found.map((targetsFound) => round({ targetsTotal: 10, targetsFound, time }));
  const sixPerfect = [10, 10, 10, 10, 10, 10];

  it('passes exactly at 15 s, 60 % fully correct and 70 % detection', () => {
    expect(summariseTapk(rounds([...sixPerfect, 2, 2, 3, 3]))).toEqual({
      tasks: 10,
      fullyCorrect: 6,
      accuracyPercent: 60,
      averageTimeMs: 15_000,
      targetsFound: 70,
      targetsTotal: 100,
      detectionPercent: 70,
      passed: true,
    });
  });

  it('fails one step past each boundary', () => {
    // average 15.001 s
    expect(summariseTapk(rounds([...sixPerfect, 2, 2, 3, 3], 15_001)).passed).toBe(false);
    // 5 of 10 fully correct, detection 95 %
    expect(summariseTapk(rounds([10, 10, 10, 10, 10, 9, 9, 9, 9, 9])).passed).toBe(false);
    // 6 fully correct but detection 69 %
    expect(summariseTapk(rounds([...sixPerfect, 2, 2, 2, 3]))).toMatchObject({
      fullyCorrect: 6,
      detectionPercent: 69,
      passed: false,
    });
  });

  it('does not count a round with a wrong click as fully correct, though its targets still count as found', () => {
    const summary = summariseTapk([round(), round({ wrongClicks: 2 })]);
    expect(summary).toMatchObject({
      fullyCorrect: 1,
      accuracyPercent: 50,
      targetsFound: 8,
      detectionPercent: 100,
      passed: false,
    });
  });

  it('does not pass an empty run', () => {
    expect(summariseTapk([]).passed).toBe(false);
  });
});
