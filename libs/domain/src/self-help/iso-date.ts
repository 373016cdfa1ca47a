/** Calendar dates as ISO strings 'YYYY-MM-DD' (no time, no time zone). */
export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Parses 'YYYY-MM-DD'; throws a RangeError for anything else or an impossible date. */
export function parseIsoDate(iso: string): CalendarDate {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new RangeError(`Ungültiges Datum: ${iso}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`Ungültiges Datum: ${iso}`);
  }
  return { year, month, day };
}

export function formatIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The year and month `months` after the given one. */
export function shiftMonth(year: number, month: number, months: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Same day `months` later, clamped to the month's last day (31 Aug + 6 → 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const start = parseIsoDate(iso);
  const { year, month } = shiftMonth(start.year, start.month, months);
  return formatIsoDate({ year, month, day: Math.min(start.day, daysInMonth(year, month)) });
}

/** The local calendar date of a `Date` (the user's "today"). */
export function toIsoDate(date: Date): string {
  return formatIsoDate({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });
}
