import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

/*
 * A test waits for the behaviour, never for wall-clock time: the network is a stub, time-driven behaviour runs
 * on fake timers, and the lazy screens a test renders are imported in its beforeAll (loadLazyModules). What is
 * left in a `findBy*`/`waitFor` is React rendering — CPU work, which on a busy 2-core machine takes several
 * times longer than on an idle one. So the time limits below only detect a test that hangs: one bound for a
 * test and for its hooks (Vitest's default of 5 s failed long reaction-test runs under load), and each single
 * wait may take nearly as long (Testing Library's default of 1 s per wait was a race against the machine's
 * load, not a statement about the behaviour).
 */
const HANG_TIMEOUT_MS = 60_000;

vi.setConfig({ testTimeout: HANG_TIMEOUT_MS, hookTimeout: HANG_TIMEOUT_MS });
// A little below the test's bound, so a wait that never succeeds still fails with Testing Library's
// description of the DOM instead of a bare "test timed out".
configure({ asyncUtilTimeout: HANG_TIMEOUT_MS - 5_000 });

// Remembers the factory of every React.lazy(), so loadLazyModules() can import the lazy screens up front.
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  const { recordingLazy } = await import('./lazy-modules');
  return { ...react, lazy: recordingLazy(react.lazy) };
});

// jsdom does not implement scrolling; the app scrolls to the top on navigation.
window.scrollTo = () => undefined;

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
