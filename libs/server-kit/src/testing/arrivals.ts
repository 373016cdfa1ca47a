/**
 * Counts what a test has received (e.g. the deltas of a stream) and lets the other side wait for it: with the
 * OpenAI double's `beforeChunk: (index) => deltas.reached(index)` each word leaves the double only once the
 * test has seen the one before — streaming shown by the order of events, not by how long they took.
 */
export interface Arrivals {
  readonly count: number;
  /** One more arrived. */
  arrived(): void;
  /** Resolves once `count` has reached `n` (at once when it has). */
  reached(n: number): Promise<void>;
}

export function countArrivals(): Arrivals {
  let count = 0;
  let waiting: { n: number; resolve: () => void }[] = [];
  return {
    get count() {
      return count;
    },
    arrived() {
      count += 1;
      const due = waiting.filter((entry) => entry.n <= count);
      waiting = waiting.filter((entry) => entry.n > count);
      for (const entry of due) entry.resolve();
    },
    reached(n) {
      if (count >= n) return Promise.resolve();
      return new Promise<void>((resolve) => waiting.push({ n, resolve }));
    },
  };
}
