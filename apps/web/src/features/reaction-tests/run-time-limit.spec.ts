import { REACTION_RUN_LIMITS, reactionRunBodySchema, type ReactionRunSubmission } from '@mpu/contracts';
import { clampAnswerTime, clampRunTimes } from './run-time-limit';

const MAX = REACTION_RUN_LIMITS.timeMaxMs;

/** Full runs, as the web always sends them: 36 line-tracking answers, 60 TAPK-2 answers, 20 TAPK rounds. */
const answers = (count: number, slow: number) =>
  Array.from({ length: count }, (_, i) => ({ correct: true, time: i === 3 ? slow : 1200 }));
const rounds = (slow: number) =>
  Array.from({ length: 20 }, (_, i) => ({
    targetsTotal: 3,
    targetsFound: 3,
    wrongClicks: 0,
    time: i === 7 ? slow : 4000,
  }));

const RUNS: [string, (slow: number) => ReactionRunSubmission][] = [
  ['line-tracking', (slow) => ({ test: 'line-tracking', answers: answers(36, slow) })],
  ['tapk2', (slow) => ({ test: 'tapk2', answers: answers(60, slow) })],
  ['tapk', (slow) => ({ test: 'tapk', rounds: rounds(slow) })],
];

const times = (run: ReactionRunSubmission) =>
  run.test === 'tapk' ? run.rounds.map((round) => round.time) : run.answers.map((answer) => answer.time);

describe('clampAnswerTime', () => {
  it('caps a time at the server limit of 10 minutes and keeps shorter ones', () => {
    expect(MAX).toBe(600_000);
    expect(clampAnswerTime(1234.5)).toBe(1234.5);
    expect(clampAnswerTime(MAX)).toBe(MAX);
    expect(clampAnswerTime(MAX + 0.1)).toBe(MAX);
    expect(clampAnswerTime(45 * 60_000)).toBe(MAX);
    expect(clampAnswerTime(-1)).toBe(0);
  });
});

describe('clampRunTimes', () => {
  it.each(RUNS)('a %s run with one answer over 10 minutes becomes acceptable to the server', (_, make) => {
    const slow = make(25 * 60_000);
    expect(reactionRunBodySchema.safeParse(slow).success).toBe(false);

    const clamped = clampRunTimes(slow);
    expect(reactionRunBodySchema.safeParse(clamped).success).toBe(true);
    // only the slow time changes: to the limit
    expect(clamped).toEqual(make(MAX));
    expect(Math.max(...times(clamped))).toBe(MAX);
  });

  it.each(RUNS)('leaves a %s run within the limits as it is', (_, make) => {
    const run = make(MAX);
    expect(clampRunTimes(run)).toEqual(run);
  });
});
