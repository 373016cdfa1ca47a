import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';

const MAX_SEED = 0xffff_ffff;

const randomSeed = () => Math.floor(Math.random() * MAX_SEED);

/** `?seed=<int>` (0 … 2³²−1), or undefined when absent or not a whole number in range. */
function parseSeed(value: string | null): number | undefined {
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  const seed = Number(value);
  return seed <= MAX_SEED ? seed : undefined;
}

/**
 * The seed that orders one run of a game page. The game pages accept `?seed=<int>` in the URL to fix the run
 * order (the e2e spec computes the answer keys with the same domain generator and seed); without it the seed
 * is random. `reshuffle` ("Test wiederholen") always draws a new random seed.
 */
export function useRunSeed(): [seed: number, reshuffle: () => void] {
  const [searchParams] = useSearchParams();
  const [seed, setSeed] = useState(() => parseSeed(searchParams.get('seed')) ?? randomSeed());
  const reshuffle = useCallback(() => setSeed(randomSeed()), []);
  return [seed, reshuffle];
}
