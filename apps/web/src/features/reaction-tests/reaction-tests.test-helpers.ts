import type { ReactionRunDto } from '@mpu/contracts';
import { act, waitFor } from '@testing-library/react';
import type { FetchStub } from '../../test/fetch-stub';

/**
 * Animation frames by hand: the pages time a stimulus from the second frame after it rendered (its paint).
 * `paint()` runs the requested frames and the frames they request, as the browser would around a paint.
 */
export function stubFrames() {
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
export function stubClock(start = 1000) {
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
