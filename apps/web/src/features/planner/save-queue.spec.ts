import { SaveQueue, saveQueueOf } from './save-queue';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('SaveQueue', () => {
  it('sends one request after the other, also after a failure', async () => {
    const queue = new SaveQueue();
    const first = deferred<string>();
    const order: string[] = [];
    const a = queue.send(() => {
      order.push('a');
      return first.promise;
    });
    const b = queue.send(async () => {
      order.push('b');
      return 'b';
    });
    await Promise.resolve();
    expect(order).toEqual(['a']);
    first.reject(new Error('offline'));
    await expect(a).rejects.toThrow('offline');
    await expect(b).resolves.toBe('b');
    expect(order).toEqual(['a', 'b']);
  });

  it('undoes every unconfirmed patch, newest first, only when the newest save fails', () => {
    const queue = new SaveQueue();
    const undone: string[] = [];
    const a = queue.started(() => undone.push('a'));
    const b = queue.started(() => undone.push('b'));
    const c = queue.started(() => undone.push('c'));
    expect(queue.confirmed(a)).toBe(false);
    expect(queue.failed(b)).toBe(false);
    expect(undone).toEqual([]);
    expect(queue.failed(c)).toBe(true);
    // a was confirmed by the server: it stays
    expect(undone).toEqual(['c', 'b']);
  });

  it('a confirmed newest save settles everything before it', () => {
    const queue = new SaveQueue();
    const undo = vi.fn();
    const a = queue.started(undo);
    expect(queue.failed(a)).toBe(true);
    const b = queue.started(undo);
    const c = queue.started(undo);
    expect(queue.failed(b)).toBe(false);
    expect(queue.confirmed(c)).toBe(true);
    undo.mockClear();
    const d = queue.started(undo);
    expect(queue.failed(d)).toBe(true);
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it('keeps one queue per store', () => {
    const store = {};
    expect(saveQueueOf(store)).toBe(saveQueueOf(store));
    expect(saveQueueOf({})).not.toBe(saveQueueOf(store));
  });
});
