import { REACTION_RUN_LENGTHS } from '@mpu/contracts';
import { LINE_TRACKING_TASK_COUNT, TAPK2_TASK_COUNT, TAPK_ROUND_COUNT } from '@mpu/domain';
import { scoreRun } from './score-run.util';

describe('scoreRun', () => {
  it('expects whole runs as long as the generators make them', () => {
    expect(REACTION_RUN_LENGTHS).toEqual({
      'line-tracking': LINE_TRACKING_TASK_COUNT,
      tapk2: TAPK2_TASK_COUNT,
      tapk: TAPK_ROUND_COUNT,
    });
  });

  it('scores line-tracking with its 10 s / 40 % rule', () => {
    const answers = [
      { correct: true, time: 10_000 },
      { correct: true, time: 10_000 },
      { correct: false, time: 10_000 },
      { correct: false, time: 10_000 },
      { correct: false, time: 10_000 },
    ];
    expect(scoreRun({ test: 'line-tracking', answers })).toEqual({
      test: 'line-tracking',
      tasks: 5,
      accuracyPercent: 40,
      averageTimeMs: 10_000,
      detectionPercent: null,
      passed: true,
    });
    expect(
      scoreRun({ test: 'line-tracking', answers: [...answers, { correct: false, time: 0 }] }).passed,
    ).toBe(false);
  });

  it('scores TAPK-2 with its 60 % rule', () => {
    const answers = [true, true, true, false, false].map((correct) => ({ correct, time: 1000 }));
    expect(scoreRun({ test: 'tapk2', answers })).toMatchObject({
      tasks: 5,
      accuracyPercent: 60,
      passed: true,
    });
    expect(scoreRun({ test: 'tapk2', answers: answers.slice(1) }).passed).toBe(false);
  });

  it('scores TAPK by fully correct rounds and detection rate', () => {
    const run = scoreRun({
      test: 'tapk',
      rounds: [
        { targetsTotal: 4, targetsFound: 4, wrongClicks: 0, time: 3000 },
        { targetsTotal: 4, targetsFound: 4, wrongClicks: 1, time: 3000 },
      ],
    });
    expect(run).toEqual({
      test: 'tapk',
      tasks: 2,
      accuracyPercent: 50,
      averageTimeMs: 3000,
      detectionPercent: 100,
      passed: false,
    });
  });
});
