import type { lazy as reactLazy } from 'react';

type Lazy = typeof reactLazy;
type Load = Parameters<Lazy>[0];

/** The factory of every React.lazy() created by the modules imported so far (see the react mock in setup.ts). */
const factories: Load[] = [];
const started = new Set<Load>();

/** React's lazy() that also remembers its factory, so a test can load the module before it renders it. */
export function recordingLazy(lazy: Lazy): Lazy {
  return ((load: Load) => {
    factories.push(load);
    return lazy(load);
  }) as Lazy;
}

/**
 * Imports the module behind every React.lazy() of the app (route screens, dialogs, the calendar) — and the lazy
 * modules those modules declare — before a test renders them.
 *
 * A lazy screen is a dynamic import, and on a busy machine its first import (transform and all its
 * dependencies) takes seconds; inside `findBy*` that time counts against the wait for the behaviour. Awaited in
 * `beforeAll`, the loading is done before the first test starts, and lazy() later finds the module at once.
 */
export async function loadLazyModules(): Promise<void> {
  for (;;) {
    const pending = factories.filter((load) => !started.has(load));
    if (pending.length === 0) return;
    for (const load of pending) started.add(load);
    await Promise.all(pending.map((load) => load()));
  }
}
