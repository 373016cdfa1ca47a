import { parseNonNegative, parseNumber } from './parse-number';

export type Sex = 'm' | 'f';
export type DrinkType = 'beer' | 'beer_small' | 'wine' | 'sekt' | 'spirits';

export interface DrinkSpec {
  /** Volume of one glass in millilitres. */
  volumeMl: number;
  /** Alcohol by volume as a fraction (5 % = 0.05). */
  alcoholShare: number;
}

/** Spec 2 §9 drink table. */
export const DRINKS: Readonly<Record<DrinkType, DrinkSpec>> = {
  beer: { volumeMl: 500, alcoholShare: 0.05 },
  beer_small: { volumeMl: 300, alcoholShare: 0.05 },
  wine: { volumeMl: 200, alcoholShare: 0.12 },
  sekt: { volumeMl: 100, alcoholShare: 0.11 },
  spirits: { volumeMl: 20, alcoholShare: 0.4 },
};

export const DRINK_TYPES: readonly DrinkType[] = ['beer', 'beer_small', 'wine', 'sekt', 'spirits'];

/** Spec 2 §9: grams per millilitre of pure alcohol. */
export const ALCOHOL_DENSITY = 0.789;

/**
 * Spec 2 §9 Widmark reduction factors. (The exercise in the practical-exercises article uses 0.7 and 0.6;
 * the calculator uses these.)
 */
export const REDUCTION_FACTORS: Readonly<Record<Sex, number>> = { m: 0.68, f: 0.55 };

/** Spec 2 §9: per mille eliminated per hour since drinking started. */
export const ELIMINATION_PER_HOUR = 0.15;

export interface DrinkEntry {
  type: DrinkType;
  /** Number of glasses of this drink; unparseable or negative counts as 0. */
  amount: number | string;
}

export interface PerMilleInput {
  sex: Sex;
  weightKg: number | string | null | undefined;
  hours: number | string | null | undefined;
  drinks: readonly DrinkEntry[];
}

/** Grams of pure alcohol: Σ amount × volume × share × density (unrounded). */
export function alcoholGrams(drinks: readonly DrinkEntry[]): number {
  return drinks.reduce((sum, drink) => {
    const { volumeMl, alcoholShare } = DRINKS[drink.type];
    return sum + parseNonNegative(drink.amount) * volumeMl * alcoholShare * ALCOHOL_DENSITY;
  }, 0);
}

export function roundTo3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/**
 * Spec 2 §5/§9 Widmark estimate in per mille: grams / (weight × factor) − 0.15 × hours, never below 0,
 * rounded to three decimals. Unparseable (or negative) amounts and hours count as 0. A missing, unparseable,
 * zero or negative weight gives `null` (the screen then shows nothing).
 */
export function calculatePerMille(input: PerMilleInput): number | null {
  const weight = parseNumber(input.weightKg);
  if (weight === null || weight <= 0) return null;
  const raw =
    alcoholGrams(input.drinks) / (weight * REDUCTION_FACTORS[input.sex]) -
    ELIMINATION_PER_HOUR * parseNonNegative(input.hours);
  return roundTo3(Math.max(0, raw));
}
