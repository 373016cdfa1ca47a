import fc from 'fast-check';
import { pick, randomInt, seededRandom, shuffle } from './seeded-random';

const take = (seed: number, n: number) => {
  const random = seededRandom(seed);
  return Array.from({ length: n }, () => random());
};

describe('seededRandom', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    expect(take(42, 20)).toEqual(take(42, 20));
    expect(take(42, 20)).not.toEqual(take(43, 20));
  });

  it('stays in [0, 1)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const value of take(seed, 50)) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThan(1);
        }
      }),
    );
  });

  it('spreads values roughly evenly', () => {
    const values = take(7, 10_000);
    const low = values.filter((value) => value < 0.5).length;
    expect(low).toBeGreaterThan(4_700);
    expect(low).toBeLessThan(5_300);
  });
});

describe('randomInt', () => {
  it('covers min to max, both included, and nothing else', () => {
    const random = seededRandom(1);
    const seen = new Set(Array.from({ length: 500 }, () => randomInt(random, 3, 5)));
    expect([...seen].sort()).toEqual([3, 4, 5]);
  });
});

describe('pick', () => {
  it('returns an element of the list and rejects an empty one', () => {
    const random = seededRandom(2);
    for (let i = 0; i < 50; i++) expect(['a', 'b', 'c']).toContain(pick(random, ['a', 'b', 'c']));
    expect(() => pick(random, [])).toThrow(RangeError);
  });
});

describe('shuffle', () => {
  it('returns a permutation without touching the input', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.integer()), (seed, items) => {
        const before = [...items];
        const shuffled = shuffle(seededRandom(seed), items);
        expect(items).toEqual(before);
        expect([...shuffled].sort()).toEqual([...items].sort());
      }),
    );
  });

  it('is deterministic for a seed', () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    expect(shuffle(seededRandom(9), items)).toEqual(shuffle(seededRandom(9), items));
    expect(shuffle(seededRandom(9), items)).not.toEqual(items);
  });
});
