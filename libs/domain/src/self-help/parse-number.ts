/**
 * Reads a form value as a number: numbers pass through when finite, strings are trimmed and read with
 * `parseFloat` after turning a German decimal comma into a point ("0,5" → 0.5, "2 Gläser" → 2).
 * Anything else (empty, "abc", NaN, ±Infinity, null, undefined) gives `null`.
 */
export function parseNumber(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const parsed = Number.parseFloat(value.trim().replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : null;
}

/** Spec 2 §5: an unparseable amount or hours value counts as 0; we also read negative values as 0. */
export function parseNonNegative(value: number | string | null | undefined): number {
  const parsed = parseNumber(value);
  return parsed === null || parsed < 0 ? 0 : parsed;
}
