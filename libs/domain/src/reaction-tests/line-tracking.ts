import type {
  LineNumber,
  LineTrackingItem,
  LineTrackingLine,
  LineTrackingTerminal,
} from './line-tracking.types';
import { pick, seededRandom, shuffle, type Random } from './seeded-random';
import { separateEqualNeighbours } from './separate-neighbours';
import { round1, type Point, type ViewBox } from './svg';

/** Spec 2 §9: 18 images, each used twice and shuffled = 36 tasks. */
export const LINE_TRACKING_ITEM_COUNT = 18;
export const LINE_TRACKING_REPETITIONS = 2;
export const LINE_TRACKING_TASK_COUNT = LINE_TRACKING_ITEM_COUNT * LINE_TRACKING_REPETITIONS;
/** The 18 images are fixed (spec 2 §3); this seed makes them. Runs are shuffled with their own seed. */
export const LINE_TRACKING_SEED = 20_251_122;
/** The intro's example image comes from its own seed, so it is none of the 18 scored images. */
export const LINE_TRACKING_EXAMPLE_SEED = 20_251_124;
export const LINE_TRACKING_EXAMPLE_ID = 'line_example';

export const LINE_NUMBERS: readonly LineNumber[] = [1, 2, 3, 4, 5];
export const LINE_TRACKING_VIEW_BOX: ViewBox = { width: 400, height: 300 };

const START_X = 20;
const END_X = 380;
const LANE_TOP = 30;
const LANE_GAP = 60;
/** Bend columns between start and end; at each the five lines take the five lanes in a new order. */
const BEND_COLUMNS = 6;
/** A bend moves at most this far off its lane, so bends in one column stay ≥ 30 units apart. */
const JITTER = 15;

const laneY = (lane: number) => LANE_TOP + lane * LANE_GAP;
const terminal = (label: LineNumber, x: number): LineTrackingTerminal => ({ label, x, y: laneY(label - 1) });
const anchor = (label: LineNumber, x: number): Point => ({ x, y: laneY(label - 1) });

/**
 * 18 keys with every answer 1–5 at least three times (and the rest drawn without repeats), so answering
 * one number throughout scores about 20 %, well under the 40 % pass mark.
 */
function balancedKeys(random: Random): LineNumber[] {
  const perKey = Math.floor(LINE_TRACKING_ITEM_COUNT / LINE_NUMBERS.length);
  const extra = shuffle(random, LINE_NUMBERS).slice(0, LINE_TRACKING_ITEM_COUNT % LINE_NUMBERS.length);
  const base = LINE_NUMBERS.flatMap((key) => Array<LineNumber>(perKey).fill(key));
  return shuffle(random, [...base, ...extra]);
}

/** A permutation of the ends (index = start − 1) in which `markedStart` leads to `key`. */
function endsWith(random: Random, markedStart: LineNumber, key: LineNumber): LineNumber[] {
  const ends = shuffle(random, LINE_NUMBERS);
  const at = ends.indexOf(key);
  [ends[at], ends[markedStart - 1]] = [ends[markedStart - 1], ends[at]];
  return ends;
}

function bendColumns(random: Random): Point[][] {
  const step = (END_X - START_X) / (BEND_COLUMNS + 1);
  return Array.from({ length: BEND_COLUMNS }, (_, column) => {
    const x = START_X + step * (column + 1);
    return shuffle(random, [0, 1, 2, 3, 4]).map((lane) => ({
      x: round1(x + (random() - 0.5) * step * 0.4),
      y: round1(laneY(lane) + (random() * 2 - 1) * JITTER),
    }));
  });
}

function makeItem(random: Random, id: string, key: LineNumber): LineTrackingItem {
  // The marked line never ends at its own start number, so "same number" is no shortcut.
  const markedStart = pick(
    random,
    LINE_NUMBERS.filter((start) => start !== key),
  );
  const ends = endsWith(random, markedStart, key);
  const columns = bendColumns(random);
  const lines: LineTrackingLine[] = LINE_NUMBERS.map((start, line) => {
    const end = ends[line];
    return {
      start,
      end,
      points: [anchor(start, START_X), ...columns.map((column) => column[line]), anchor(end, END_X)],
    };
  });
  return {
    id,
    viewBox: LINE_TRACKING_VIEW_BOX,
    starts: LINE_NUMBERS.map((label) => terminal(label, START_X)),
    ends: LINE_NUMBERS.map((label) => terminal(label, END_X)),
    lines,
    markedStart,
    key,
  };
}

/**
 * Spec 2 §3/§9: the 18 line-tracking images, deterministic from the seed. Five lines run from the starts
 * 1–5 on the left through six bend columns (each a fresh shuffle of the five lanes, so they tangle) to the
 * ends 1–5 on the right; the ends form a permutation, so every end is reached by exactly one line.
 */
export function generateLineTrackingItems(seed: number = LINE_TRACKING_SEED): LineTrackingItem[] {
  const random = seededRandom(seed);
  return balancedKeys(random).map((key, index) => makeItem(random, `line_${index + 1}`, key));
}

/** The example image of the intro (id `line_example`): made like the others, but from its own seed. */
export function lineTrackingExample(): LineTrackingItem {
  const random = seededRandom(LINE_TRACKING_EXAMPLE_SEED);
  return makeItem(random, LINE_TRACKING_EXAMPLE_ID, pick(random, LINE_NUMBERS));
}

/**
 * Spec 2 §9: a run is each item twice, shuffled (36 tasks), never the same image twice in a row. The order is
 * fixed by the seed; a new seed per run reshuffles ("Repeat").
 */
export function buildLineTrackingRun(items: readonly LineTrackingItem[], seed: number): LineTrackingItem[] {
  const doubled = Array.from({ length: LINE_TRACKING_REPETITIONS }, () => items).flat();
  return separateEqualNeighbours(shuffle(seededRandom(seed), doubled), (item) => item.id);
}

/** Where a start's line ends, followed through the drawn lines. */
export function lineEndOf(item: LineTrackingItem, start: LineNumber): LineNumber | undefined {
  return item.lines.find((line) => line.start === start)?.end;
}

/** Whether an answer button (1–5) is the item's key. */
export function isLineTrackingAnswerCorrect(item: LineTrackingItem, answer: number): boolean {
  return answer === item.key;
}
