import { CHECKOUT_GUARD_MS, CheckoutGuard } from './checkout-guard';

describe('CheckoutGuard (spec 3 §4.3)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refuses a second request while one runs', async () => {
    const guard = new CheckoutGuard();
    let finish!: (ok: boolean) => void;
    const first = guard.run(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const action = vi.fn(async () => true);
    expect(await guard.run(action)).toBe('busy');
    expect(action).not.toHaveBeenCalled();
    finish(true);
    expect(await first).toBe('succeeded');
  });

  it('holds for 2 s after a success', async () => {
    const changes: boolean[] = [];
    const guard = new CheckoutGuard((held) => changes.push(held));
    expect(await guard.run(async () => true)).toBe('succeeded');
    expect(guard.isHeld).toBe(true);
    expect(await guard.run(async () => true)).toBe('busy');
    vi.advanceTimersByTime(CHECKOUT_GUARD_MS - 1);
    expect(guard.isHeld).toBe(true);
    vi.advanceTimersByTime(1);
    expect(guard.isHeld).toBe(false);
    expect(changes).toEqual([true, false]);
    expect(CHECKOUT_GUARD_MS).toBe(2000);
  });

  it('releases at once on a failure or a throw', async () => {
    const guard = new CheckoutGuard();
    expect(await guard.run(async () => false)).toBe('failed');
    expect(guard.isHeld).toBe(false);
    expect(await guard.run(() => Promise.reject(new Error('kaputt')))).toBe('failed');
    expect(guard.isHeld).toBe(false);
  });
});
