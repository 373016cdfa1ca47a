const seconds = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const dateTime = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Milliseconds as German seconds with one or two decimals, e.g. 2345 → "2,35 s". */
export function formatSeconds(ms: number): string {
  return `${seconds.format(ms / 1000)}\u00a0s`;
}

/** A percentage rounded to a whole number, e.g. 83.33 → "83 %". */
export function formatPercent(value: number): string {
  return `${whole.format(value)}\u00a0%`;
}

/** An ISO timestamp as German date and time, e.g. "12.03.2025, 14:05". */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
