const seconds = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const dateTime = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * Percentages are quotients like 21 / 36 · 100, which floating point may give a hair under a whole number
 * (58 % as 57.99999999999999); a true value is never this close below one without being it.
 */
const FLOAT_SLACK = 1e-9;

/**
 * Milliseconds as German seconds with two decimals, rounded UP to the hundredth, e.g. 2341 → "2,35 s": a time
 * over a limit never shows as the limit (15 004 ms → "15,01 s", not "15,00 s"), while 15 000 ms is "15,00 s".
 */
export function formatSeconds(ms: number): string {
  return `${seconds.format(Math.ceil(ms / 10) / 100)}\u00a0s`;
}

/**
 * A percentage rounded DOWN to a whole number, e.g. 83.33 → "83 %": a rate under a threshold never shows as
 * the threshold (69.6 → "69 %", not "70 %"), while exactly 60 is "60 %".
 */
export function formatPercent(value: number): string {
  return `${whole.format(Math.floor(value + FLOAT_SLACK))}\u00a0%`;
}

/** An ISO timestamp as German date and time, e.g. "12.03.2025, 14:05". */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
