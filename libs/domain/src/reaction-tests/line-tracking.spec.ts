import fc from 'fast-check';
import {
  LINE_NUMBERS,
  LINE_TRACKING_EXAMPLE_ID,
  LINE_TRACKING_SEED,
  buildLineTrackingRun,
  generateLineTrackingItems,
  isLineTrackingAnswerCorrect,
  lineEndOf,
  lineTrackingExample,
} from './line-tracking';
import type { LineTrackingItem } from './line-tracking.types';

const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** Plain checks (no `expect` per point, so the property runs stay fast); returns what is wrong. */
function problemsOf(item: LineTrackingItem): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => {
    if (!ok) problems.push(`${item.id}: ${problem}`);
  };
  check(item.lines.length === 5, 'five lines');
  check(sorted(item.lines.map((line) => line.start)).join() === '1,2,3,4,5', 'starts 1–5 once each');
  check(sorted(item.lines.map((line) => line.end)).join() === '1,2,3,4,5', 'every end reached exactly once');
  for (const line of item.lines) {
    const start = item.starts.find((terminal) => terminal.label === line.start);
    const end = item.ends.find((terminal) => terminal.label === line.end);
    const first = line.points[0];
    const last = line.points[line.points.length - 1];
    check(first.x === start?.x && first.y === start?.y, `line ${line.start} begins at its start`);
    check(last.x === end?.x && last.y === end?.y, `line ${line.start} finishes at its end`);
    for (const { x, y } of line.points) {
      check(x >= 0 && x <= item.viewBox.width && y >= 0 && y <= item.viewBox.height, 'points in the viewBox');
    }
  }
  check(LINE_NUMBERS.includes(item.key) && LINE_NUMBERS.includes(item.markedStart), 'key and start in 1–5');
  check(lineEndOf(item, item.markedStart) === item.key, 'the key is where the marked line ends');
  check(item.lines.filter((line) => line.end === item.key).length === 1, 'only one line ends at the key');
  check(item.markedStart !== item.key, 'the marked line does not end at its own number');
  return problems;
}

describe('generateLineTrackingItems (spec 2 §3/§9)', () => {
  const items = generateLineTrackingItems();

  it('makes 18 items line_1 … line_18 from the fixed seed', () => {
    expect(items).toHaveLength(18);
    expect(items.map((item) => item.id)).toEqual(Array.from({ length: 18 }, (_, i) => `line_${i + 1}`));
    expect(generateLineTrackingItems(LINE_TRACKING_SEED)).toEqual(items);
  });

  it('keeps every item valid: ends a permutation, key reachable and unique', () => {
    expect(items.flatMap(problemsOf)).toEqual([]);
  });

  it('is valid for any seed and deterministic for each', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const generated = generateLineTrackingItems(seed);
        expect(generated).toHaveLength(18);
        expect(generated.flatMap(problemsOf)).toEqual([]);
        expect(JSON.stringify(generateLineTrackingItems(seed))).toBe(JSON.stringify(generated));
      }),
      { numRuns: 100 },
    );
  });

  it('differs between seeds', () => {
    expect(generateLineTrackingItems(1)).not.toEqual(generateLineTrackingItems(2));
  });

  it('uses every key 1–5 at least three times', () => {
    for (const key of LINE_NUMBERS) {
      expect(items.filter((item) => item.key === key).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('tangles the lines: bends in a column are ≥ 30 units apart and the lines change order', () => {
    for (const item of items) {
      const bends = item.lines[0].points.length - 2;
      expect(bends).toBe(6);
      let orderChanges = 0;
      let previous = '';
      for (let column = 1; column <= bends; column++) {
        const ys = sorted(item.lines.map((line) => line.points[column].y));
        for (let i = 1; i < ys.length; i++) expect(ys[i] - ys[i - 1]).toBeGreaterThanOrEqual(30 - 1e-9);
        const order = item.lines
          .map((line) => line)
          .sort((a, b) => a.points[column].y - b.points[column].y)
          .map((line) => line.start)
          .join();
        if (order !== previous) orderChanges++;
        previous = order;
      }
      expect(orderChanges).toBeGreaterThan(1);
    }
  });
});

describe('buildLineTrackingRun', () => {
  const items = generateLineTrackingItems();

  it('uses each of the 18 items exactly twice = 36 tasks', () => {
    const run = buildLineTrackingRun(items, 5);
    expect(run).toHaveLength(36);
    for (const item of items) expect(run.filter((task) => task.id === item.id)).toHaveLength(2);
  });

  it('is the same for a seed and reshuffled for another', () => {
    const ids = (seed: number) => buildLineTrackingRun(items, seed).map((task) => task.id);
    expect(ids(5)).toEqual(ids(5));
    expect(ids(5)).not.toEqual(ids(6));
  });

  it('never shows the same image twice in a row and keeps each item twice, for any seed', () => {
    const twice = items.flatMap((item) => [item.id, item.id]).sort();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffff_ffff }), (seed) => {
        const ids = buildLineTrackingRun(items, seed).map((task) => task.id);
        expect(ids.filter((id, i) => i > 0 && id === ids[i - 1])).toEqual([]);
        expect([...ids].sort()).toEqual(twice);
        expect(buildLineTrackingRun(items, seed).map((task) => task.id)).toEqual(ids);
      }),
      { numRuns: 2000 },
    );
  });

  it('returns the items themselves (with their keys), not copies', () => {
    const run = buildLineTrackingRun(items, 5);
    expect(run.every((task) => items.includes(task))).toBe(true);
  });
});

describe('lineTrackingExample (the intro picture)', () => {
  const example = lineTrackingExample();
  const drawing = (item: LineTrackingItem) => JSON.stringify([item.lines, item.markedStart]);

  it('is a valid image of its own, deterministic', () => {
    expect(example.id).toBe(LINE_TRACKING_EXAMPLE_ID);
    expect(problemsOf(example)).toEqual([]);
    expect(lineTrackingExample()).toEqual(example);
  });

  it('is none of the 18 scored images, so it never appears in a run', () => {
    const items = generateLineTrackingItems();
    expect(items.map(drawing)).not.toContain(drawing(example));
    expect(items.map((item) => item.id)).not.toContain(example.id);
    expect(buildLineTrackingRun(items, 5).map(drawing)).not.toContain(drawing(example));
  });
});

describe('isLineTrackingAnswerCorrect', () => {
  it('accepts only the key', () => {
    const [item] = generateLineTrackingItems();
    for (const answer of LINE_NUMBERS) {
      expect(isLineTrackingAnswerCorrect(item, answer)).toBe(answer === item.key);
    }
  });
});
