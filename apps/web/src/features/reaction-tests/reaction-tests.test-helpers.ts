import type { ReactionRunDto } from '@mpu/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { AppStore } from '../../app/store';
import { stubFetch, type FetchStub, type Reply, type Routes } from '../../test/fetch-stub';
import { renderInRouter } from '../../test/render';

/**
 * Animation frames by hand: the pages time a stimulus from the second frame after it rendered (its paint).
 * `paint()` runs the requested frames and the frames they request, as the browser would around a paint.
 */
function stubFrames() {
  let queue = new Map<number, FrameRequestCallback>();
  let nextId = 1;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    queue.set(nextId, callback);
    return nextId++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    queue.delete(id);
  });
  return {
    paint() {
      act(() => {
        while (queue.size > 0) {
          const due = [...queue.values()];
          queue = new Map();
          for (const callback of due) callback(performance.now());
        }
      });
    },
  };
}

/** performance.now() under the test's control; `advance(ms)` lets time pass. */
function stubClock(start = 1000) {
  let now = start;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  return {
    advance(ms: number) {
      now += ms;
    },
  };
}

/** The stimulus area of a game page ("busy" until its stimulus is painted). */
export function stimulus(): HTMLElement {
  const element = document.querySelector<HTMLElement>('.rt-stimulus');
  if (!element) throw new Error('no stimulus on the page');
  return element;
}

export function aRun(overrides: Partial<ReactionRunDto> = {}): ReactionRunDto {
  return {
    id: 'run-1',
    test: 'line-tracking',
    completedAt: '2025-03-12T11:00:00.000Z',
    tasks: 36,
    accuracyPercent: 83.33,
    averageTimeMs: 2345,
    detectionPercent: null,
    passed: true,
    ...overrides,
  };
}

/** The saved answer of POST /api/reaction-tests/runs: the server's scoring is not the web's concern here. */
export const SAVED = { status: 201, body: aRun({ id: 'saved' }) } as const;

/** The JSON bodies of the POSTs to /api/reaction-tests/runs so far. */
export async function postedRuns(stub: FetchStub): Promise<unknown[]> {
  await waitFor(() => expect(stub.calls).toContain('POST /api/reaction-tests/runs'));
  const posts = stub.requests.filter((_, i) => stub.calls[i] === 'POST /api/reaction-tests/runs');
  return Promise.all(posts.map((request) => request.clone().json()));
}

/** Waits for the result's save note (a polite live region). */
export async function expectSaveNote(text: string | RegExp) {
  await waitFor(() => expect(document.querySelector('.rt-save[role="status"]')).toHaveTextContent(text));
}

interface GameOptions {
  /** The URL, e.g. '/tapk-game?seed=11'. */
  path: string;
  /** The route pattern the page is mounted at. */
  route: string;
  /** The answer to POST /api/reaction-tests/runs. */
  save?: Reply | (() => Reply);
  /** Further API routes. */
  routes?: Routes;
  store?: AppStore;
}

/** Opens a game page with the animation frames and performance.now() under the test's control. */
export function openGame(page: ReactElement, { path, route, save = SAVED, routes = {}, store }: GameOptions) {
  const stub = stubFetch({ 'POST /api/reaction-tests/runs': save, ...routes });
  const frames = stubFrames();
  const clock = stubClock();
  renderInRouter(page, { path, route, store });
  return { stub, frames, clock };
}

export type GameView = ReturnType<typeof openGame>;

/**
 * Plays the tasks of a run from task `from` on: checks that "Aufgabe n von N" is shown, paints the stimulus,
 * lets `ms` pass and answers with `answer`.
 */
export function playEach<Task>(
  { frames, clock }: GameView,
  tasks: readonly Task[],
  answer: (task: Task, index: number) => void,
  { ms, from = 0 }: { ms: number; from?: number },
) {
  tasks.slice(from).forEach((task, i) => {
    const index = from + i;
    expect(screen.getByText(`Aufgabe ${index + 1} von ${tasks.length}`)).toBeInTheDocument();
    frames.paint();
    clock.advance(ms);
    answer(task, index);
  });
}
