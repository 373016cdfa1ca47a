import { randomInt, pick, seededRandom, shuffle, type Random } from './seeded-random';
import { round1 } from './svg';
import { TAPK_SYMBOLS, TAPK_TARGET_SYMBOLS } from './symbols';
import type { TapkPlacedSymbol, TapkRoundResult, TapkTask } from './tapk.types';

/** Spec 2 §9. */
export const TAPK_ROUND_COUNT = 20;
export const TAPK_TARGETS = { min: 3, max: 5 } as const;
export const TAPK_DISTRACTORS = { min: 20, max: 30 } as const;
/** Symbol centres, in percent of the playing field. */
export const TAPK_X_RANGE = { min: 5, max: 85 } as const;
export const TAPK_Y_RANGE = { min: 10, max: 80 } as const;

/**
 * No two symbol centres are closer than this, in percent units (Euclidean over the x and y percentages).
 * In pixels that is at least 9 % of the field's shorter side, so symbols drawn no wider than 9 % of the
 * shorter side (e.g. 30 px on a 343 px wide field) never overlap, whatever the field's aspect ratio.
 * 35 symbols (the most per round) fill about 60 % of what random packing at this distance allows, so
 * placement succeeds quickly.
 */
export const TAPK_MIN_SYMBOL_DISTANCE = 9;

const MAX_TRIES_PER_SYMBOL = 500;

const tooClose = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y) < TAPK_MIN_SYMBOL_DISTANCE;

function randomPosition(random: Random) {
  return {
    x: round1(TAPK_X_RANGE.min + random() * (TAPK_X_RANGE.max - TAPK_X_RANGE.min)),
    y: round1(TAPK_Y_RANGE.min + random() * (TAPK_Y_RANGE.max - TAPK_Y_RANGE.min)),
  };
}

/** `count` positions, pairwise at least the minimum distance apart (rejection sampling, restart if stuck). */
function scatter(random: Random, count: number): { x: number; y: number }[] {
  for (;;) {
    const placed: { x: number; y: number }[] = [];
    for (let tries = 0; placed.length < count && tries < count * MAX_TRIES_PER_SYMBOL; tries++) {
      const candidate = randomPosition(random);
      if (!placed.some((other) => tooClose(candidate, other))) placed.push(candidate);
    }
    if (placed.length === count) return placed;
  }
}

function makeTask(random: Random, index: number): TapkTask {
  const id = `tapk_${index + 1}`;
  const targetSymbol = pick(random, TAPK_TARGET_SYMBOLS);
  const distractorSymbol = pick(
    random,
    TAPK_SYMBOLS.filter((symbol) => symbol !== targetSymbol),
  );
  const targets = randomInt(random, TAPK_TARGETS.min, TAPK_TARGETS.max);
  const distractors = randomInt(random, TAPK_DISTRACTORS.min, TAPK_DISTRACTORS.max);
  const kinds: boolean[] = shuffle(random, [
    ...Array<boolean>(targets).fill(true),
    ...Array<boolean>(distractors).fill(false),
  ]);
  const positions = scatter(random, kinds.length);
  const symbols: TapkPlacedSymbol[] = kinds.map((isTarget, i) => ({
    id: `${id}-${i + 1}`,
    symbol: isTarget ? targetSymbol : distractorSymbol,
    isTarget,
    ...positions[i],
  }));
  return { id, targetSymbol, distractorSymbol, symbols };
}

/**
 * Spec 2 §3/§9: the TAPK rounds, deterministic from the seed ("Test wiederholen" passes a new one). Each
 * round: a target (circle, square or triangle), 3–5 targets and 20–30 distractors of one other symbol of
 * the 12, in random order at non-overlapping positions with x 5–85 % and y 10–80 %.
 */
export function generateTapkTasks(seed: number, count: number = TAPK_ROUND_COUNT): TapkTask[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => makeTask(random, index));
}

/** The round's result from the ids the user clicked (repeated clicks on one symbol count once). */
export function tapkRoundResult(task: TapkTask, clickedIds: Iterable<string>, time: number): TapkRoundResult {
  const clicked = new Set(clickedIds);
  const hits = task.symbols.filter((symbol) => clicked.has(symbol.id));
  return {
    targetsTotal: task.symbols.filter((symbol) => symbol.isTarget).length,
    targetsFound: hits.filter((symbol) => symbol.isTarget).length,
    wrongClicks: hits.filter((symbol) => !symbol.isTarget).length,
    time,
  };
}
