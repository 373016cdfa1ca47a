import fc from 'fast-check';
import { TAPK_SYMBOLS } from './symbols';
import {
  TAPK2_EXAMPLE_ID,
  TAPK2_ROW_LENGTH,
  TAPK2_SEED,
  buildTapk2Run,
  generateTapk2Trials,
  isTapk2AnswerCorrect,
  tapk2Example,
  type Tapk2Trial,
} from './tapk2';

function problemsOf(trial: Tapk2Trial): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => {
    if (!ok) problems.push(`${trial.id}: ${problem}`);
  };
  check(trial.id === `trial_${trial.number}`, 'id matches the number');
  check(trial.row.length === TAPK2_ROW_LENGTH, 'row length');
  check(
    [...trial.row, trial.probe].every((symbol) => TAPK_SYMBOLS.includes(symbol)),
    'symbols from the set',
  );
  const occurrences = trial.row.filter((symbol) => symbol === trial.probe).length;
  if (trial.number % 2 === 1) {
    check(trial.correctAnswer, 'odd trials are "present"');
    check(occurrences === 1, 'odd trials contain the probe once');
  } else {
    check(!trial.correctAnswer, 'even trials are "absent"');
    check(occurrences === 0, 'even trials do not contain the probe');
  }
  return problems;
}

const signature = (trial: Tapk2Trial) => `${trial.row.join()}|${trial.probe}`;

describe('generateTapk2Trials (spec 2 §3)', () => {
  const trials = generateTapk2Trials();

  it('makes 20 trials trial_1 … trial_20 from the fixed seed', () => {
    expect(trials.map((trial) => trial.id)).toEqual(Array.from({ length: 20 }, (_, i) => `trial_${i + 1}`));
    expect(generateTapk2Trials(TAPK2_SEED)).toEqual(trials);
  });

  it('follows the odd/even rule: odd trials contain the probe, even ones do not', () => {
    expect(trials.flatMap(problemsOf)).toEqual([]);
    expect(trials.filter((trial) => trial.correctAnswer)).toHaveLength(10);
  });

  it('makes 20 distinct, valid trials for any seed, the same ones each time', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const generated = generateTapk2Trials(seed);
        expect(generated).toHaveLength(20);
        expect(new Set(generated.map(signature)).size).toBe(20);
        expect(generated.flatMap(problemsOf)).toEqual([]);
        expect(generateTapk2Trials(seed)).toEqual(generated);
      }),
      { numRuns: 100 },
    );
  });

  it('differs between seeds', () => {
    expect(generateTapk2Trials(1)).not.toEqual(generateTapk2Trials(2));
  });
});

describe('buildTapk2Run', () => {
  const trials = generateTapk2Trials();

  it('uses each trial exactly three times = 60 tasks', () => {
    const run = buildTapk2Run(trials, 11);
    expect(run).toHaveLength(60);
    for (const trial of trials) expect(run.filter((task) => task.id === trial.id)).toHaveLength(3);
  });

  it('is the same for a seed and in another random order for another', () => {
    const ids = (seed: number) => buildTapk2Run(trials, seed).map((task) => task.id);
    expect(ids(11)).toEqual(ids(11));
    expect(ids(11)).not.toEqual(ids(12));
    expect(ids(11).slice(0, 20)).not.toEqual(trials.map((trial) => trial.id));
  });

  it('never shows the same trial twice in a row and keeps each trial three times, for any seed', () => {
    const thrice = trials.flatMap((trial) => [trial.id, trial.id, trial.id]).sort();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffff_ffff }), (seed) => {
        const ids = buildTapk2Run(trials, seed).map((task) => task.id);
        expect(ids.filter((id, i) => i > 0 && id === ids[i - 1])).toEqual([]);
        expect([...ids].sort()).toEqual(thrice);
        expect(buildTapk2Run(trials, seed).map((task) => task.id)).toEqual(ids);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('tapk2Example (the intro picture)', () => {
  const example = tapk2Example();

  it('is a valid "present" trial of its own, deterministic', () => {
    expect(example.id).toBe(TAPK2_EXAMPLE_ID);
    expect(example.row).toHaveLength(TAPK2_ROW_LENGTH);
    expect(example.correctAnswer).toBe(true);
    expect(example.row.filter((symbol) => symbol === example.probe)).toHaveLength(1);
    expect(tapk2Example()).toEqual(example);
  });

  it('is none of the 20 scored trials, so it never appears in a run', () => {
    const trials = generateTapk2Trials();
    expect(trials.map(signature)).not.toContain(signature(example));
    expect(trials.map((trial) => trial.id)).not.toContain(example.id);
    expect(buildTapk2Run(trials, 11).map(signature)).not.toContain(signature(example));
  });
});

describe('isTapk2AnswerCorrect', () => {
  it('wants JA for odd trials and NEIN for even ones', () => {
    const [first, second] = generateTapk2Trials();
    expect(isTapk2AnswerCorrect(first, true)).toBe(true);
    expect(isTapk2AnswerCorrect(first, false)).toBe(false);
    expect(isTapk2AnswerCorrect(second, false)).toBe(true);
    expect(isTapk2AnswerCorrect(second, true)).toBe(false);
  });
});
