import { TAPK2_PASS_RULE, TAPK_PASS_RULE, summariseTapk, summariseTapk2 } from '@mpu/domain';
import { formatPercent, formatSeconds } from './format';

describe('formatPercent', () => {
  it('rounds down to a whole number', () => {
    expect(formatPercent(83.33)).toBe('83\u00a0%');
    expect(formatPercent(69.6)).toBe('69\u00a0%');
    expect(formatPercent(69.999)).toBe('69\u00a0%');
    expect(formatPercent(0)).toBe('0\u00a0%');
    expect(formatPercent(100)).toBe('100\u00a0%');
  });

  it('shows exact whole quotients as they are, even a hair under in floating point', () => {
    expect((29 / 50) * 100).toBeLessThan(58);
    expect(formatPercent((29 / 50) * 100)).toBe('58\u00a0%');
    expect(formatPercent(60)).toBe('60\u00a0%');
    expect(formatPercent((7 / 10) * 100)).toBe('70\u00a0%');
  });

  it('a TAPK detection rate just under 70 % (failed) does not show as 70 %', () => {
    // 23 of 33 targets found = 69.7 %
    const rounds = Array.from({ length: 20 }, (_, i) => ({
      targetsTotal: i < 13 ? 2 : 1,
      targetsFound: i < 3 ? 2 : 1,
      wrongClicks: 0,
      time: 1000,
    }));
    const summary = summariseTapk(rounds);
    expect(summary.detectionPercent).toBeGreaterThan(69.5);
    expect(summary.detectionPercent).toBeLessThan(TAPK_PASS_RULE.minDetectionPercent);
    expect(summary.passed).toBe(false);
    expect(formatPercent(summary.detectionPercent)).toBe('69\u00a0%');
  });

  it('a TAPK-2 run with exactly 60 % right (passed) shows 60 %', () => {
    const answers = Array.from({ length: 60 }, (_, i) => ({ correct: i < 36, time: 1000 }));
    const summary = summariseTapk2(answers);
    expect(summary.accuracyPercent).toBe(TAPK2_PASS_RULE.minAccuracyPercent);
    expect(summary.passed).toBe(true);
    expect(formatPercent(summary.accuracyPercent)).toBe('60\u00a0%');
  });
});

describe('formatSeconds', () => {
  it('shows two decimals, rounded up to the hundredth', () => {
    expect(formatSeconds(2345)).toBe('2,35\u00a0s');
    expect(formatSeconds(2341)).toBe('2,35\u00a0s');
    expect(formatSeconds(2340)).toBe('2,34\u00a0s');
    expect(formatSeconds(1500)).toBe('1,50\u00a0s');
    expect(formatSeconds(0)).toBe('0,00\u00a0s');
  });

  it('an average of 15 004 ms (failed) does not show as 15 s', () => {
    const answers = Array.from({ length: 60 }, (_, i) => ({
      correct: true,
      time: i === 0 ? 15_240 : 15_000,
    }));
    const summary = summariseTapk2(answers);
    expect(summary.averageTimeMs).toBe(15_004);
    expect(summary.passed).toBe(false);
    expect(formatSeconds(summary.averageTimeMs)).toBe('15,01\u00a0s');
    expect(formatSeconds(15_000.001)).toBe('15,01\u00a0s');
  });

  it('an average of exactly 15 s (passed) shows 15,00 s', () => {
    const answers = Array.from({ length: 60 }, () => ({
      correct: true,
      time: TAPK2_PASS_RULE.maxAverageTimeMs,
    }));
    const summary = summariseTapk2(answers);
    expect(summary.passed).toBe(true);
    expect(formatSeconds(summary.averageTimeMs)).toBe('15,00\u00a0s');
  });
});
