import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A text input whose `settled` value follows the typed `value` after `delayMs` (spec 1 §5: 300 ms);
 * `setNow` (a suggested term, clear, reset) takes effect at once.
 */
export function useDebouncedInput(initial: string, delayMs: number) {
  const [value, setValue] = useState(initial);
  const [settled, setSettled] = useState(initial);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = useCallback(
    (next: string) => {
      setValue(next);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setSettled(next), delayMs);
    },
    [delayMs],
  );
  const setNow = useCallback((next: string) => {
    window.clearTimeout(timer.current);
    setValue(next);
    setSettled(next);
  }, []);

  return { value, settled, change, setNow };
}
