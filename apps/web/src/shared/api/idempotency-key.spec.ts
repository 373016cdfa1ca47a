import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '@mpu/contracts';
import { newIdempotencyKey } from './idempotency-key';

describe('newIdempotencyKey', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives a different uuid each time that the server accepts', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it('works without crypto.randomUUID (plain http)', () => {
    vi.spyOn(crypto, 'randomUUID').mockImplementation(undefined as never);
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});
