import { REACTION_RUN_LIMITS, reactionRunBodySchema } from '@mpu/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { stubFetch, type Reply } from '../../test/fetch-stub';
import { SAVED, postedRuns } from './reaction-tests.test-helpers';
import { useRunSaver } from './use-run-saver';

const MAX = REACTION_RUN_LIMITS.timeMaxMs;

/** Answers like the server: 400 for a body its schema rejects. */
async function likeTheServer(request: Request): Promise<Reply> {
  const valid = reactionRunBodySchema.safeParse(await request.json()).success;
  return valid ? SAVED : { status: 400, body: { message: 'Ungültiger Durchlauf.' } };
}

function renderSaver() {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useRunSaver(), { wrapper });
}

describe('useRunSaver', () => {
  it('sends each answer time capped at 10 minutes, so a run with one very slow answer is saved', async () => {
    const stub = stubFetch({ 'POST /api/reaction-tests/runs': likeTheServer });
    const { result } = renderSaver();
    const answers = Array.from({ length: 60 }, (_, i) => ({ correct: i % 2 === 0, time: 1500 }));
    answers[10] = { correct: true, time: 42 * 60_000 }; // phone locked for 42 minutes

    act(() => result.current.submit({ test: 'tapk2', answers }));
    await waitFor(() => expect(result.current.state).toBe('saved'));

    const [run] = (await postedRuns(stub)) as [{ answers: { correct: boolean; time: number }[] }];
    expect(run.answers).toHaveLength(60);
    expect(run.answers[10]).toEqual({ correct: true, time: MAX });
    expect(run.answers.filter((_, i) => i !== 10).every((answer) => answer.time === 1500)).toBe(true);
  });

  it('caps the round times of TAPK, and "Erneut speichern" sends the capped run again', async () => {
    let fail = true;
    const stub = stubFetch({
      'POST /api/reaction-tests/runs': (request) =>
        fail ? { status: 500, body: { message: 'Fehler' } } : likeTheServer(request),
    });
    const { result } = renderSaver();
    const rounds = Array.from({ length: 20 }, (_, i) => ({
      targetsTotal: 2,
      targetsFound: 2,
      wrongClicks: 0,
      time: i === 19 ? MAX + 1 : 3000,
    }));

    act(() => result.current.submit({ test: 'tapk', rounds }));
    await waitFor(() => expect(result.current.state).toBe('failed'));
    fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state).toBe('saved'));

    const runs = (await postedRuns(stub)) as { rounds: { time: number }[] }[];
    expect(runs).toHaveLength(2);
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[1].rounds[19].time).toBe(MAX);
  });

  it('retries with the same Idempotency-Key, and a new run gets a new one', async () => {
    let fail = true;
    const stub = stubFetch({
      'POST /api/reaction-tests/runs': (request) =>
        fail ? { status: 503, body: { message: 'Nicht verfügbar' } } : likeTheServer(request),
    });
    const { result } = renderSaver();
    const answers = Array.from({ length: 60 }, (_, i) => ({ correct: i % 2 === 0, time: 1500 }));

    act(() => result.current.submit({ test: 'tapk2', answers }));
    await waitFor(() => expect(result.current.state).toBe('failed'));
    fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state).toBe('saved'));
    act(() => result.current.submit({ test: 'tapk2', answers }));
    await waitFor(() => expect(stub.requests).toHaveLength(3));

    const keys = stub.requests.map((request) => request.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
