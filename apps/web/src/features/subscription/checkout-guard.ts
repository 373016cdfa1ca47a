/** Spec 3 §9: the checkout guard holds 2 s after a success. */
export const CHECKOUT_GUARD_MS = 2000;

export type GuardResult = 'busy' | 'succeeded' | 'failed';

/**
 * Spec 3 §4.3 double-click guard: while a checkout request runs (and for 2 s after it succeeded) a second one
 * is refused; a failure releases it at once. `onChange` reports whether it is held.
 */
export class CheckoutGuard {
  private held = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly onChange: (held: boolean) => void = () => undefined,
    private readonly holdMs = CHECKOUT_GUARD_MS,
  ) {}

  get isHeld(): boolean {
    return this.held;
  }

  /** Runs `action` unless held; `action` resolves true on success. A throw counts as failure. */
  async run(action: () => Promise<boolean>): Promise<GuardResult> {
    if (this.held) return 'busy';
    this.set(true);
    let ok = false;
    try {
      ok = await action();
    } catch {
      ok = false;
    }
    if (ok) this.timer = setTimeout(() => this.set(false), this.holdMs);
    else this.set(false);
    return ok ? 'succeeded' : 'failed';
  }

  dispose(): void {
    clearTimeout(this.timer);
  }

  private set(held: boolean): void {
    this.held = held;
    this.onChange(held);
  }
}
