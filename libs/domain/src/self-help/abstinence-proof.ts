import type { TestMethod } from './test-methods';

export type Substance = 'alcohol' | 'drugs';

/** Spec 2 §9: urine screenings per programme length (months → samples). */
export const URINE_SAMPLES_BY_MONTHS: Readonly<Record<number, number>> = { 6: 4, 12: 6, 15: 8 };

/** Spec 2 §9: one centimetre of hair covers one month. */
export const HAIR_CM_PER_MONTH = 1;

/** Spec 2 §9: the longest period one hair sample can prove (alcohol via EtG: 3 months, drugs: 6). */
export const HAIR_MAX_MONTHS: Readonly<Record<Substance, number>> = { alcohol: 3, drugs: 6 };

/** Spec 2 §9: a test date may be postponed by at most one week; after the call there are 24 hours to appear. */
export const MAX_POSTPONEMENT_DAYS = 7;
export const HOURS_TO_APPEAR = 24;

export const PROOF_RULES_NOTE =
  'Ein Testtermin darf höchstens um 1 Woche verschoben werden. Nach der Einbestellung hast du 24 Stunden Zeit, zu erscheinen.';

export interface HairProof {
  cmPerMonth: number;
  /** Longest period one sample covers for this substance. */
  maxMonthsPerSample: number;
  /** Longest useful hair length per sample in cm. */
  maxLengthCm: number;
  /** Consecutive samples needed to cover the whole period (derived: months ÷ max months, rounded up). */
  samplesNeeded: number;
}

export interface ProofRequirements {
  /** Spec 2 §9 urine count for this period; `null` when the table has no entry (e.g. 3 months). */
  urineSamples: number | null;
  hair: HairProof;
}

export function urineSamplesFor(months: number): number | null {
  return URINE_SAMPLES_BY_MONTHS[months] ?? null;
}

export function proofRequirements(substance: Substance, months: number): ProofRequirements {
  const maxMonthsPerSample = HAIR_MAX_MONTHS[substance];
  return {
    urineSamples: urineSamplesFor(months),
    hair: {
      cmPerMonth: HAIR_CM_PER_MONTH,
      maxMonthsPerSample,
      maxLengthCm: maxMonthsPerSample * HAIR_CM_PER_MONTH,
      samplesNeeded: months > 0 ? Math.ceil(months / maxMonthsPerSample) : 0,
    },
  };
}

/** Both methods prove abstinence; none is offered when no period applies. */
export function testOptionsFor(months: number): TestMethod[] {
  return months > 0 ? ['urine', 'hair'] : [];
}
