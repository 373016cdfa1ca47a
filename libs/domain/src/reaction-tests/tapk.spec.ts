import fc from 'fast-check';
import { TAPK_SYMBOLS, TAPK_TARGET_SYMBOLS } from './symbols';
import { TAPK_MIN_SYMBOL_DISTANCE, generateTapkTasks, tapkRoundResult } from './tapk';
import type { TapkTask } from './tapk.types';

/** Plain checks (fast inside property runs); returns what is wrong with a round. */
function problemsOf(task: TapkTask): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => {
    if (!ok) problems.push(`${task.id}: ${problem}`);
  };
  const targets = task.symbols.filter((symbol) => symbol.isTarget);
  const distractors = task.symbols.filter((symbol) => !symbol.isTarget);
  check(
    (TAPK_TARGET_SYMBOLS as readonly string[]).includes(task.targetSymbol),
    'target circle/square/triangle',
  );
  check(TAPK_SYMBOLS.includes(task.distractorSymbol), 'distractor from the 12 symbols');
  check(task.distractorSymbol !== task.targetSymbol, 'distractor differs from the target');
  check(targets.length >= 3 && targets.length <= 5, '3–5 targets');
  check(distractors.length >= 20 && distractors.length <= 30, '20–30 distractors');
  check(
    targets.every((symbol) => symbol.symbol === task.targetSymbol),
    'targets show the target symbol',
  );
  check(
    distractors.every((symbol) => symbol.symbol === task.distractorSymbol),
    'distractors are all one symbol',
  );
  check(new Set(task.symbols.map((symbol) => symbol.id)).size === task.symbols.length, 'unique ids');
  for (const { x, y } of task.symbols) {
    check(x >= 5 && x <= 85 && y >= 10 && y <= 80, `position ${x},${y} in x 5–85 %, y 10–80 %`);
  }
  task.symbols.forEach((a, i) =>
    task.symbols.slice(i + 1).forEach((b) => {
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      check(distance >= TAPK_MIN_SYMBOL_DISTANCE, `${a.id} and ${b.id} overlap (${distance.toFixed(2)})`);
    }),
  );
  return problems;
}

describe('the symbol set (spec 2 §9)', () => {
  it('has 12 distinct symbols, three of them targets (their German names: libs/ui-texts)', () => {
    expect(new Set(TAPK_SYMBOLS).size).toBe(12);
    expect([...TAPK_TARGET_SYMBOLS]).toEqual(['circle', 'square', 'triangle']);
  });
});

describe('generateTapkTasks (spec 2 §3/§9)', () => {
  const tasks = generateTapkTasks(1);

  it('makes 20 rounds tapk_1 … tapk_20', () => {
    expect(tasks.map((task) => task.id)).toEqual(Array.from({ length: 20 }, (_, i) => `tapk_${i + 1}`));
  });

  it('keeps every round within the counts, ranges and minimum distance', () => {
    expect(tasks.flatMap(problemsOf)).toEqual([]);
  });

  it('holds for any seed, and a seed always gives the same rounds', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const generated = generateTapkTasks(seed);
        expect(generated).toHaveLength(20);
        expect(generated.flatMap(problemsOf)).toEqual([]);
        expect(JSON.stringify(generateTapkTasks(seed))).toBe(JSON.stringify(generated));
      }),
      { numRuns: 30 },
    );
  });

  it('regenerates differently for a new seed and honours a smaller count', () => {
    expect(generateTapkTasks(2)).not.toEqual(tasks);
    expect(generateTapkTasks(1, 3)).toEqual(tasks.slice(0, 3));
  });

  it('varies targets, counts and order across rounds', () => {
    const many = generateTapkTasks(3, 200);
    expect(new Set(many.map((task) => task.targetSymbol)).size).toBe(3);
    expect(new Set(many.map((task) => task.distractorSymbol)).size).toBe(12);
    const targetCounts = many.map((task) => task.symbols.filter((symbol) => symbol.isTarget).length);
    expect(new Set(targetCounts)).toEqual(new Set([3, 4, 5]));
    const distractorCounts = many.map((task) => task.symbols.filter((symbol) => !symbol.isTarget).length);
    expect(Math.min(...distractorCounts)).toBe(20);
    expect(Math.max(...distractorCounts)).toBe(30);
    // targets are mixed into the list, not listed first
    expect(many.some((task) => !task.symbols[0].isTarget)).toBe(true);
  });
});

describe('tapkRoundResult', () => {
  const [task] = generateTapkTasks(1);
  const targets = task.symbols.filter((symbol) => symbol.isTarget);
  const distractors = task.symbols.filter((symbol) => !symbol.isTarget);

  it('counts distinct targets found and non-targets clicked, ignoring repeats and unknown ids', () => {
    const clicked = [targets[0].id, targets[0].id, targets[1].id, distractors[0].id, 'nope'];
    expect(tapkRoundResult(task, clicked, 4200)).toEqual({
      targetsTotal: targets.length,
      targetsFound: 2,
      wrongClicks: 1,
      time: 4200,
    });
  });

  it('reports nothing found for no clicks', () => {
    expect(tapkRoundResult(task, [], 900)).toEqual({
      targetsTotal: targets.length,
      targetsFound: 0,
      wrongClicks: 0,
      time: 900,
    });
  });
});
