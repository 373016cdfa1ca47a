import fc from 'fast-check';
import { separateEqualNeighbours } from './separate-neighbours';

const self = (id: string) => id;
const clashes = (ids: readonly string[]) => ids.filter((id, i) => i > 0 && id === ids[i - 1]).length;
const sorted = (ids: readonly string[]) => [...ids].sort();

describe('separateEqualNeighbours', () => {
  it('keeps an order without equal neighbours as it is', () => {
    expect(separateEqualNeighbours(['a', 'b', 'a', 'c'], self)).toEqual(['a', 'b', 'a', 'c']);
  });

  it('swaps an item equal to its left neighbour with the next later item that differs', () => {
    expect(separateEqualNeighbours(['a', 'a', 'a', 'b', 'c', 'b', 'c'], self)).toEqual([
      'a',
      'b',
      'a',
      'c',
      'a',
      'b',
      'c',
    ]);
  });

  it('moves equal items at the very end between two other items further up', () => {
    const result = separateEqualNeighbours(['b', 'c', 'd', 'e', 'a', 'a', 'a'], self);
    expect(clashes(result)).toBe(0);
    expect(sorted(result)).toEqual(['a', 'a', 'a', 'b', 'c', 'd', 'e']);
  });

  it('does not change its input', () => {
    const input = ['a', 'a', 'b'];
    separateEqualNeighbours(input, self);
    expect(input).toEqual(['a', 'a', 'b']);
  });

  it('throws when one id is too frequent for any order', () => {
    expect(() => separateEqualNeighbours(['a', 'a', 'b'], self)).not.toThrow();
    expect(() => separateEqualNeighbours(['a', 'a', 'a', 'b'], self)).toThrow(RangeError);
  });

  const idsOf = (distinct: number, repetitions: number) =>
    Array.from({ length: distinct * repetitions }, (_, i) => `id_${i % distinct}`);

  it('leaves no equal neighbours and the same items, for any order of ids used up to three times', () => {
    const orders = fc
      .tuple(fc.integer({ min: 4, max: 24 }), fc.integer({ min: 1, max: 3 }))
      .chain(([distinct, repetitions]) => {
        const ids = idsOf(distinct, repetitions);
        return fc.shuffledSubarray(ids, { minLength: ids.length, maxLength: ids.length });
      });
    fc.assert(
      fc.property(orders, (input) => {
        const result = separateEqualNeighbours(input, self);
        return clashes(result) === 0 && sorted(result).join() === sorted(input).join();
      }),
      { numRuns: 1000 },
    );
  });

  it('also copes with all equal ids next to each other (the worst order)', () => {
    for (let distinct = 4; distinct <= 24; distinct++) {
      for (const repetitions of [2, 3]) {
        const input = sorted(idsOf(distinct, repetitions));
        for (const rotated of [input, [...input].reverse()]) {
          const result = separateEqualNeighbours(rotated, self);
          expect(clashes(result)).toBe(0);
          expect(sorted(result)).toEqual(input);
        }
      }
    }
  });
});
