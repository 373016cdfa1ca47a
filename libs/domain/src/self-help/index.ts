export { parseNonNegative, parseNumber } from './parse-number';
export {
  ALCOHOL_DENSITY,
  DRINKS,
  DRINK_LABELS,
  DRINK_TYPES,
  ELIMINATION_PER_HOUR,
  REDUCTION_FACTORS,
  alcoholGrams,
  calculatePerMille,
  roundTo3,
  type DrinkEntry,
  type DrinkSpec,
  type DrinkType,
  type PerMilleInput,
  type Sex,
} from './per-mille';
export {
  BAR_FULL_PER_MILLE,
  PER_MILLE_DISCLAIMER,
  RISK_BANDS,
  riskBandFor,
  riskBarFraction,
  type RiskBand,
  type RiskColour,
  type RiskLevel,
} from './risk-bands';
