export type RiskLevel = 'low' | 'medium' | 'high' | 'dangerous';
export type RiskColour = 'green' | 'yellow' | 'orange' | 'red';

export interface RiskBand {
  level: RiskLevel;
  /** Inclusive upper limit in per mille; the last band has `Infinity`. */
  upperLimit: number;
  colour: RiskColour;
  label: string;
  message: string;
}

const DANGEROUS: RiskBand = {
  level: 'dangerous',
  upperLimit: Number.POSITIVE_INFINITY,
  colour: 'red',
  label: 'Gefährlich',
  message:
    'Gefährlich hoher Wert. Ab 1,1 ‰ gilt absolute Fahruntüchtigkeit, ab 1,6 ‰ wird eine MPU angeordnet.',
};

/**
 * Spec 2 §9 risk bands (limits inclusive: 0.3 is still low). Labels and messages are ours: the spec names
 * only low/medium/high/dangerous and the colours.
 */
export const RISK_BANDS: readonly RiskBand[] = [
  {
    level: 'low',
    upperLimit: 0.3,
    colour: 'green',
    label: 'Niedrig',
    message:
      'Geringe Alkoholisierung. Auch kleine Mengen verlängern die Reaktionszeit – wer fährt, trinkt nicht.',
  },
  {
    level: 'medium',
    upperLimit: 0.5,
    colour: 'yellow',
    label: 'Mittel',
    message:
      'Spürbare Wirkung. Schon ab 0,3 ‰ drohen bei Ausfallerscheinungen Strafen und der Verlust des Führerscheins.',
  },
  {
    level: 'high',
    upperLimit: 0.8,
    colour: 'orange',
    label: 'Hoch',
    message:
      'Deutliche Beeinträchtigung. Ab 0,5 ‰ drohen Bußgeld, Punkte und Fahrverbot – lass das Auto stehen.',
  },
  DANGEROUS,
];

/** Spec 2 §9: the progress bar is full at 1.5 ‰. */
export const BAR_FULL_PER_MILLE = 1.5;

/** The band whose inclusive upper limit is the first at or above the value. */
export function riskBandFor(perMille: number): RiskBand {
  return RISK_BANDS.find((band) => perMille <= band.upperLimit) ?? DANGEROUS;
}

/** Fill of the risk bar in [0, 1]: value / 1.5, capped at 1. */
export function riskBarFraction(perMille: number): number {
  if (!(perMille > 0)) return 0;
  return Math.min(1, perMille / BAR_FULL_PER_MILLE);
}
