/**
 * A copy of `items` in which no two neighbours have the same id, as close to the given order as possible; the
 * same input always gives the same output. Used after a seeded shuffle so a run never shows the same picture
 * twice in a row.
 *
 * Walking from the left, an item equal to its left neighbour is swapped with the next later item that differs
 * from that neighbour (the part before it stays free of equal neighbours; what follows is checked in turn). When
 * only equal items are left at the end, the item is swapped instead with an earlier one whose neighbours both
 * differ from it. Throws a RangeError if no order without equal neighbours is found (one id too frequent).
 */
export function separateEqualNeighbours<T>(items: readonly T[], idOf: (item: T) => string): T[] {
  const order = [...items];
  const id = (index: number) => (index >= 0 && index < order.length ? idOf(order[index]) : undefined);
  const swap = (a: number, b: number) => ([order[a], order[b]] = [order[b], order[a]]);

  for (let i = 1; i < order.length; i++) {
    const left = id(i - 1);
    if (id(i) !== left) continue;
    const later = order.findIndex((item, j) => j > i && idOf(item) !== left);
    if (later !== -1) {
      swap(i, later);
      continue;
    }
    // Only items like the left neighbour remain: bring one earlier item here and put this one in its place.
    const earlier = order.findIndex(
      (item, k) =>
        k < i - 1 &&
        idOf(item) !== left &&
        id(k - 1) !== left &&
        id(k + 1) !== left &&
        idOf(item) !== id(i + 1),
    );
    if (earlier === -1) throw new RangeError(`no order without equal neighbours for "${left}"`);
    swap(i, earlier);
  }
  return order;
}
