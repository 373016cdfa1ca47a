/**
 * Collects the text pieces a model streams and hands them on at most once per event-loop turn: pieces that
 * arrive together (a fast model, one network read holding many chunks) leave as one `delta` event instead
 * of one NATS message and one SSE frame each. The first piece waits only until the current turn ends.
 */
export class DeltaCoalescer {
  private pending = '';
  private scheduled: NodeJS.Immediate | null = null;

  constructor(private readonly emit: (text: string) => void) {}

  push(text: string): void {
    if (text === '') return;
    this.pending += text;
    this.scheduled ??= setImmediate(() => this.flush());
  }

  /** Sends what is pending now (before the `done` or `error` event). */
  flush(): void {
    if (this.scheduled !== null) clearImmediate(this.scheduled);
    this.scheduled = null;
    if (this.pending === '') return;
    const text = this.pending;
    this.pending = '';
    this.emit(text);
  }
}
