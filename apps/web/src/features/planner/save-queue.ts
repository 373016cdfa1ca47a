interface PendingSave {
  id: number;
  undo: () => void;
}

/**
 * The bookkeeping of the planner's optimistic saves in one store: PUTs go out one after the other, and the
 * cache patches of saves the server has not confirmed yet can be undone together.
 */
export class SaveQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private started_ = 0;
  private pending: PendingSave[] = [];

  /** Runs `request` once every earlier one has finished (successfully or not). */
  send<T>(request: () => Promise<T>): Promise<T> {
    const run = this.tail.then(request);
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** A save began; `undo` takes back its cache patch. Returns the save's number. */
  started(undo: () => void): number {
    this.started_ += 1;
    this.pending.push({ id: this.started_, undo });
    return this.started_;
  }

  /** The server saved `id` (and so everything before it). True when it is the newest save. */
  confirmed(id: number): boolean {
    this.pending = this.pending.filter((save) => save.id > id);
    return id === this.started_;
  }

  /**
   * Save `id` failed. When it is the newest, every unconfirmed patch is undone, newest first, and the answer is
   * true (tell the user). An older failed save waits: the newer plans contain its change.
   */
  failed(id: number): boolean {
    if (id !== this.started_) return false;
    for (const save of [...this.pending].reverse()) save.undo();
    this.pending = [];
    return true;
  }
}

const queues = new WeakMap<object, SaveQueue>();

/** The queue of one store, keyed by its dispatch function. */
export function saveQueueOf(store: object): SaveQueue {
  let queue = queues.get(store);
  if (!queue) {
    queue = new SaveQueue();
    queues.set(store, queue);
  }
  return queue;
}
