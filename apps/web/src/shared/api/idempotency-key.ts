/**
 * A fresh Idempotency-Key for one user action (a uuid v4). A retry of the same action sends the same key,
 * so the server returns the first result instead of storing a second one. `crypto.randomUUID` exists only
 * in secure contexts; `getRandomValues` also over plain http (a LAN address during development).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
