import fc from 'fast-check';
import {
  ALCOHOL_DENSITY,
  DRINKS,
  DRINK_TYPES,
  type DrinkEntry,
  type DrinkType,
  REDUCTION_FACTORS,
  alcoholGrams,
  calculatePerMille,
} from './per-mille';
import { BAR_FULL_PER_MILLE, RISK_BANDS, riskBandFor, riskBarFraction } from './risk-bands';
import { parseNumber } from './parse-number';

describe('per-mille constants (spec 2 §9)', () => {
  it('has the drink table, density, reduction factors', () => {
    expect(DRINKS).toEqual({
      beer: { volumeMl: 500, alcoholShare: 0.05 },
      beer_small: { volumeMl: 300, alcoholShare: 0.05 },
      wine: { volumeMl: 200, alcoholShare: 0.12 },
      sekt: { volumeMl: 100, alcoholShare: 0.11 },
      spirits: { volumeMl: 20, alcoholShare: 0.4 },
    });
    expect(DRINK_TYPES).toEqual(Object.keys(DRINKS));
    expect(ALCOHOL_DENSITY).toBe(0.789);
    expect(REDUCTION_FACTORS).toEqual({ m: 0.68, f: 0.55 });
  });

  it('gives the grams of one glass of each drink (volume × share × 0.789)', () => {
    const grams = (type: DrinkType) => alcoholGrams([{ type, amount: 1 }]);
    expect(grams('beer')).toBeCloseTo(19.725, 10);
    expect(grams('beer_small')).toBeCloseTo(11.835, 10);
    expect(grams('wine')).toBeCloseTo(18.936, 10);
    expect(grams('sekt')).toBeCloseTo(8.679, 10);
    expect(grams('spirits')).toBeCloseTo(6.312, 10);
  });
});

describe('calculatePerMille (spec 2 §5)', () => {
  it('male 80 kg, two 500 ml beers, 1 h: 39.45 g / 54.4 − 0.15 = 0.57518… → 0.575', () => {
    expect(
      calculatePerMille({ sex: 'm', weightKg: 80, hours: 1, drinks: [{ type: 'beer', amount: 2 }] }),
    ).toBe(0.575);
  });

  it('female 60 kg, one wine, 0 h: 18.936 g / 33 = 0.57381… → 0.574', () => {
    expect(
      calculatePerMille({ sex: 'f', weightKg: 60, hours: 0, drinks: [{ type: 'wine', amount: 1 }] }),
    ).toBe(0.574);
  });

  it('male 70 kg, four spirits, 2 h: 25.248 g / 47.6 − 0.3 = 0.23042… → 0.23', () => {
    expect(
      calculatePerMille({ sex: 'm', weightKg: '70', hours: '2', drinks: [{ type: 'spirits', amount: '4' }] }),
    ).toBe(0.23);
  });

  it('adds rows: female 55 kg, small beer + sekt, 0,5 h: 20.514 g / 30.25 − 0.075 = 0.60315… → 0.603', () => {
    expect(
      calculatePerMille({
        sex: 'f',
        weightKg: 55,
        hours: '0,5',
        drinks: [
          { type: 'beer_small', amount: 1 },
          { type: 'sekt', amount: 1 },
        ],
      }),
    ).toBe(0.603);
  });

  it('never goes below 0', () => {
    expect(
      calculatePerMille({ sex: 'm', weightKg: 80, hours: 10, drinks: [{ type: 'beer', amount: 1 }] }),
    ).toBe(0);
    expect(calculatePerMille({ sex: 'm', weightKg: 80, hours: 0, drinks: [] })).toBe(0);
  });

  it('counts unparseable amounts and hours as 0', () => {
    // female 50 kg, 3 sekt: 26.037 g / 27.5 = 0.94680 → 0.947; hours "abc" = 0
    const drinks: DrinkEntry[] = [
      { type: 'sekt', amount: 3 },
      { type: 'beer', amount: 'zwei' },
      { type: 'wine', amount: '' },
    ];
    expect(calculatePerMille({ sex: 'f', weightKg: 50, hours: 'abc', drinks })).toBe(0.947);
    expect(calculatePerMille({ sex: 'f', weightKg: 50, hours: undefined, drinks })).toBe(0.947);
  });

  it('gives no result for a missing, unparseable, zero or negative weight', () => {
    const drinks: DrinkEntry[] = [{ type: 'beer', amount: 1 }];
    for (const weightKg of [undefined, null, '', 'viel', 0, '0', -70, '-70']) {
      expect(calculatePerMille({ sex: 'm', weightKg, hours: 0, drinks })).toBeNull();
    }
  });

  it('reads German decimal commas', () => {
    expect(parseNumber('1,5')).toBe(1.5);
    expect(parseNumber(' 2 ')).toBe(2);
    expect(parseNumber(Number.NaN)).toBeNull();
  });
});

describe('per-mille properties', () => {
  const drinkArb = fc.record({
    type: fc.constantFrom(...DRINK_TYPES),
    amount: fc.integer({ min: 0, max: 30 }),
  });
  const inputArb = fc.record({
    sex: fc.constantFrom<'m' | 'f'>('m', 'f'),
    weightKg: fc.double({ min: 30, max: 250, noNaN: true }),
    hours: fc.double({ min: 0, max: 48, noNaN: true }),
    drinks: fc.array(drinkArb, { maxLength: 6 }),
  });

  it('is never negative', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        expect(calculatePerMille(input)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('does not decrease when a drink is added', () => {
    fc.assert(
      fc.property(inputArb, drinkArb, (input, extra) => {
        const before = calculatePerMille(input)!;
        const after = calculatePerMille({ ...input, drinks: [...input.drinks, extra] })!;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it('does not decrease when a glass is added to a row', () => {
    fc.assert(
      fc.property(inputArb, fc.nat({ max: 5 }), (input, index) => {
        fc.pre(input.drinks.length > 0);
        const at = index % input.drinks.length;
        const drinks = input.drinks.map((drink, i) =>
          i === at ? { ...drink, amount: drink.amount + 1 } : drink,
        );
        expect(calculatePerMille({ ...input, drinks })!).toBeGreaterThanOrEqual(calculatePerMille(input)!);
      }),
    );
  });

  it('does not increase with more hours', () => {
    fc.assert(
      fc.property(inputArb, fc.double({ min: 0, max: 24, noNaN: true }), (input, more) => {
        const later = calculatePerMille({ ...input, hours: input.hours + more })!;
        expect(later).toBeLessThanOrEqual(calculatePerMille(input)!);
      }),
    );
  });
});

describe('risk bands (spec 2 §9)', () => {
  it('has four bands with the spec limits and colours and German labels', () => {
    expect(
      RISK_BANDS.map(({ level, upperLimit, colour, label }) => [level, upperLimit, colour, label]),
    ).toEqual([
      ['low', 0.3, 'green', 'Niedrig'],
      ['medium', 0.5, 'yellow', 'Mittel'],
      ['high', 0.8, 'orange', 'Hoch'],
      ['dangerous', Number.POSITIVE_INFINITY, 'red', 'Gefährlich'],
    ]);
    for (const band of RISK_BANDS) expect(band.message.length).toBeGreaterThan(0);
  });

  it.each([
    [0, 'low'],
    [0.3, 'low'],
    [0.301, 'medium'],
    [0.5, 'medium'],
    [0.501, 'high'],
    [0.8, 'high'],
    [0.801, 'dangerous'],
    [3.2, 'dangerous'],
  ])('%p ‰ is %s', (value, level) => {
    expect(riskBandFor(value).level).toBe(level);
  });

  it('puts the worked example (0.575 ‰) in the orange band', () => {
    expect(riskBandFor(0.575).colour).toBe('orange');
  });

  it('fills the bar linearly up to 1.5 ‰ and caps it at 1', () => {
    expect(BAR_FULL_PER_MILLE).toBe(1.5);
    expect(riskBarFraction(0)).toBe(0);
    expect(riskBarFraction(0.75)).toBe(0.5);
    expect(riskBarFraction(1.5)).toBe(1);
    expect(riskBarFraction(2.4)).toBe(1);
    expect(riskBarFraction(-1)).toBe(0);
  });
});
