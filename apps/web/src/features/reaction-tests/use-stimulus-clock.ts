import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { clampAnswerTime } from './run-time-limit';

export interface StimulusClock {
  /** The current stimulus has been painted; answers count from now on. */
  painted: boolean;
  /**
   * Milliseconds from the paint of the current stimulus until now (at most the server's limit of 10 minutes, so
   * the result shown is the result saved), and stops the clock so a second answer to the same stimulus is
   * ignored; null before the paint (the answer must then be ignored).
   */
  take: () => number | null;
}

/**
 * Reaction time of one stimulus (issue 6): measured with performance.now() from the moment the stimulus is
 * painted — two animation frames after the render commit, the first runs before that paint, the second after
 * it — until the answer. A new `stimulusKey` (e.g. the task index) restarts the clock; null stops it.
 */
export function useStimulusClock(stimulusKey: string | null): StimulusClock {
  const shownAt = useRef<number | null>(null);
  const [paintedKey, setPaintedKey] = useState<string | null>(null);

  useLayoutEffect(() => {
    shownAt.current = null;
    if (stimulusKey === null) return;
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => {
        shownAt.current = performance.now();
        setPaintedKey(stimulusKey);
      });
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [stimulusKey]);

  const take = useCallback(() => {
    const start = shownAt.current;
    if (start === null) return null;
    shownAt.current = null;
    return clampAnswerTime(performance.now() - start);
  }, []);

  return { painted: stimulusKey !== null && paintedKey === stimulusKey, take };
}
