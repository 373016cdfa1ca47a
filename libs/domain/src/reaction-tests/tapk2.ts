import { pick, randomInt, seededRandom, shuffle, type Random } from './seeded-random';
import { separateEqualNeighbours } from './separate-neighbours';
import { TAPK_SYMBOLS, type TapkSymbol } from './symbols';

/** Spec 2 §9 (via issue 6): 20 distinct trials, each used 3 times = 60 in random order. */
export const TAPK2_TRIAL_COUNT = 20;
export const TAPK2_REPETITIONS = 3;
export const TAPK2_TASK_COUNT = TAPK2_TRIAL_COUNT * TAPK2_REPETITIONS;
/** Symbols in the upper row: eight fit a 375 px screen at a comfortable size. */
export const TAPK2_ROW_LENGTH = 8;
/** The 20 trials are fixed, like images (spec 2 §3); this seed makes them. Runs are shuffled with their own. */
export const TAPK2_SEED = 20_251_123;
/** The intro's example trial comes from its own seed, so it is none of the 20 scored trials. */
export const TAPK2_EXAMPLE_SEED = 20_251_125;
export const TAPK2_EXAMPLE_ID = 'trial_example';

/** Spec 2 §3 "TAPK-2 trial": a row of symbols and one symbol below; `correctAnswer` = the row contains it. */
export interface Tapk2Trial {
  /** trial_1 … trial_20 (`trial_example` for the intro's example) */
  id: string;
  /** 1–20 (0 for the intro's example) */
  number: number;
  row: TapkSymbol[];
  probe: TapkSymbol;
  correctAnswer: boolean;
}

function makeTrial(random: Random, number: number): Tapk2Trial {
  const probe = pick(random, TAPK_SYMBOLS);
  const others = TAPK_SYMBOLS.filter((symbol) => symbol !== probe);
  const row = Array.from({ length: TAPK2_ROW_LENGTH }, () => pick(random, others));
  // Spec 2 §3: odd-numbered trials contain the probe (exactly once, so it must be searched for), even do not.
  const correctAnswer = number % 2 === 1;
  if (correctAnswer) row[randomInt(random, 0, TAPK2_ROW_LENGTH - 1)] = probe;
  return { id: `trial_${number}`, number, row, probe, correctAnswer };
}

const signature = (trial: Tapk2Trial) => `${trial.row.join()}|${trial.probe}`;

/**
 * The 20 TAPK-2 trials, deterministic from the seed, all distinct. Each row has eight symbols from the
 * 12-symbol set; in odd trials the probe is one of them, in even trials it is none of them.
 */
export function generateTapk2Trials(seed: number = TAPK2_SEED): Tapk2Trial[] {
  const random = seededRandom(seed);
  const trials: Tapk2Trial[] = [];
  const seen = new Set<string>();
  while (trials.length < TAPK2_TRIAL_COUNT) {
    const trial = makeTrial(random, trials.length + 1);
    if (seen.has(signature(trial))) continue;
    seen.add(signature(trial));
    trials.push(trial);
  }
  return trials;
}

/**
 * The example trial of the intro (id `trial_example`, number 0): the probe is in the row (answer JA). Made like
 * the others, but from its own seed and different from every scored trial.
 */
export function tapk2Example(): Tapk2Trial {
  const random = seededRandom(TAPK2_EXAMPLE_SEED);
  const scored = new Set(generateTapk2Trials().map(signature));
  let trial = makeTrial(random, 1);
  while (scored.has(signature(trial))) trial = makeTrial(random, 1);
  return { ...trial, id: TAPK2_EXAMPLE_ID, number: 0 };
}

/**
 * A run: each trial three times, shuffled (60 tasks), never the same trial twice in a row. The order is fixed
 * by the seed; a new seed per run reshuffles ("repeat").
 */
export function buildTapk2Run(trials: readonly Tapk2Trial[], seed: number): Tapk2Trial[] {
  const repeated = Array.from({ length: TAPK2_REPETITIONS }, () => trials).flat();
  return separateEqualNeighbours(shuffle(seededRandom(seed), repeated), (trial) => trial.id);
}

/** Whether a JA (true) / NEIN (false) answer is right. */
export function isTapk2AnswerCorrect(trial: Tapk2Trial, answer: boolean): boolean {
  return answer === trial.correctAnswer;
}
