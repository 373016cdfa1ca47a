/** Texts of the self-help tools (spec 2 §2): per-mille and abstinence calculators, hypothesis navigator, self-assessment. */
export const SELF_HELP_TEXTS = {
  calculate: 'Berechnen',
  newCalculation: 'Neue Berechnung',
} as const;
