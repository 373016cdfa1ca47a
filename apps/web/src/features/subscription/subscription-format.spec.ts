import { cardBrandLabel, formatCents, formatDate, toDate } from './subscription-format';

const ISO = '2025-03-15T12:00:00.000Z';
const MS = Date.parse(ISO);
const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatDate (spec 3 §5)', () => {
  it.each([
    ['epoch seconds (10 digits)', MS / 1000],
    ['epoch seconds as a string', String(MS / 1000)],
    ['epoch milliseconds', MS],
    ['epoch milliseconds as a string', String(MS)],
    ['an ISO string', ISO],
    ['a Date', new Date(ISO)],
  ])('accepts %s', (_name, value) => {
    expect(formatDate(value)).toBe('15.03.2025');
  });

  it('reads short epoch values as seconds (10 digits or fewer)', () => {
    expect(toDate(86_400)?.toISOString()).toBe('1970-01-02T00:00:00.000Z');
    expect(toDate(9_999_999_999)?.getTime()).toBe(9_999_999_999_000);
    expect(toDate(10_000_000_000)?.getTime()).toBe(10_000_000_000);
  });

  it.each([[null], [undefined], [''], ['kein Datum'], [Number.NaN], [new Date('x')]])(
    "shows 'Datum nicht verfügbar' for %s",
    (value) => {
      expect(formatDate(value)).toBe('Datum nicht verfügbar');
    },
  );

  it('shows payment dates more than 5 years ahead as the current date', () => {
    const now = new Date('2025-06-01T12:00:00.000Z');
    expect(formatDate('2035-06-01T12:00:00.000Z', { payment: true, now })).toBe('01.06.2025');
    expect(formatDate('2029-06-01T12:00:00.000Z', { payment: true, now })).toBe('01.06.2029');
    // other dates keep their value
    expect(formatDate('2035-06-01T12:00:00.000Z', { now })).toBe('01.06.2035');
  });
});

describe('formatCents', () => {
  it('formats cents in de-DE euros', () => {
    expect(nbsp(formatCents(4900))).toBe('49,00 €');
    expect(nbsp(formatCents(2900))).toBe('29,00 €');
    expect(nbsp(formatCents(123456))).toBe('1.234,56 €');
  });
});

describe('cardBrandLabel', () => {
  it('names known brands as people know them and capitalises the rest', () => {
    expect(cardBrandLabel('visa')).toBe('Visa');
    expect(cardBrandLabel('amex')).toBe('American Express');
    expect(cardBrandLabel('cartes_bancaires')).toBe('Cartes_bancaires');
  });
});
