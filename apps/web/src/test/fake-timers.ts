import { act, getConfig } from '@testing-library/react';

// The real timers and clock, taken when a spec imports this module — before any test fakes the global ones.
const realSetTimeout = globalThis.setTimeout.bind(globalThis);
const realNow = performance.now.bind(performance);

/**
 * `waitFor` for a test that fakes setTimeout: Testing Library's own waits run on the fake clock, which stands
 * still, so they would never end. Checks `check` again after every real macrotask (and `step`, e.g. running the
 * fake timers that are due now) while the fake clock does not move, until it passes — the fetch stub's answers,
 * the store's notification on the next animation frame and React's render all get their turn.
 *
 * Waits for the behaviour, however long a busy machine takes. Like `findBy*` it gives up, with the check's own
 * error, only after Testing Library's `asyncUtilTimeout` (the hang limit of setup.ts).
 */
export async function untilWithFakeTimers<T>(check: () => T, step?: () => Promise<unknown>): Promise<T> {
  const giveUpAt = realNow() + getConfig().asyncUtilTimeout;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (realNow() > giveUpAt) throw error;
      await act(async () => {
        await new Promise<void>((resolve) => realSetTimeout(resolve, 10));
        await step?.();
      });
    }
  }
}
