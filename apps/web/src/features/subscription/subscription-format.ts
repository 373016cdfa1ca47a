import { SUBSCRIPTION_TEXTS } from '@mpu/ui-texts';

/** What the server and Stripe send as a date: epoch seconds or milliseconds, an ISO string or a Date. */
export type DateInput = Date | number | string | null | undefined;

const FIVE_YEARS_MS = 5 * 366 * 24 * 60 * 60 * 1000;
const DATE_FORMAT = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });
const EURO_FORMAT = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** Epoch seconds have 10 digits or fewer (until the year 2286), epoch milliseconds more. */
function fromEpoch(value: number): Date {
  const digits = String(Math.trunc(Math.abs(value))).length;
  return new Date(digits <= 10 ? value * 1000 : value);
}

/** Spec 3 §5: the date of any accepted form, or null when empty or invalid. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === 'number') date = Number.isFinite(value) ? fromEpoch(value) : new Date(NaN);
  else if (/^\s*\d+\s*$/.test(value)) date = fromEpoch(Number(value));
  else date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

interface FormatDateOptions {
  /** A payment's date: more than 5 years ahead falls back to the current date (spec 3 §5). */
  payment?: boolean;
  now?: Date;
}

/** Spec 3 §5: `TT.MM.JJJJ` in de-DE, or 'Datum nicht verfügbar'. */
export function formatDate(
  value: DateInput,
  { payment = false, now = new Date() }: FormatDateOptions = {},
): string {
  const date = toDate(value);
  if (!date) return SUBSCRIPTION_TEXTS.dateUnavailable;
  const shown = payment && date.getTime() - now.getTime() > FIVE_YEARS_MS ? now : date;
  return DATE_FORMAT.format(shown);
}

/** Spec 3 §5: cents in de-DE euros ("49,00 €"). */
export function formatCents(cents: number): string {
  return EURO_FORMAT.format(cents / 100);
}

/** Stripe's card brand ids as people know them ("visa" → "Visa"); unknown ones capitalised. */
const CARD_BRANDS: Readonly<Record<string, string>> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

export function cardBrandLabel(brand: string): string {
  return CARD_BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}
