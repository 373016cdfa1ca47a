import type { Substance } from './abstinence-proof';

/** Spec 2 §3: the 11 DSM-5 criteria, in form order. */
export const DSM_CRITERIA = [
  'largerOrLonger',
  'wishOrFailedCutDown',
  'timeSpent',
  'craving',
  'roleFailure',
  'socialProblems',
  'givenUpActivities',
  'hazardousUse',
  'continuedUseDespiteProblems',
  'tolerance',
  'withdrawal',
] as const;

export type DsmCriterion = (typeof DSM_CRITERIA)[number];
export type DsmCriteria = Partial<Record<DsmCriterion, boolean>>;

export const DSM_CRITERIA_TOTAL = DSM_CRITERIA.length;

export type SubstanceHypothesis = 'A1' | 'A2' | 'A3' | 'D1' | 'D2' | 'D3';
export type HypothesisSeverity = 'severe' | 'moderate' | 'mild';

export interface HypothesisInput {
  substance: Substance;
  criteria: DsmCriteria;
  diagnosedDependence: boolean;
}

export interface HypothesisResult {
  /** `null`: no hypothesis (under 2 criteria and not diagnosed). */
  hypothesis: SubstanceHypothesis | null;
  severity: HypothesisSeverity | null;
  criteriaCount: number;
  /** Spec 2 §5: "DSM‑5: n/11 Kriterien" (with the spec's non-breaking hyphen U+2011). */
  reasoning: string;
  /** Spec 2 §9 recommendation; `null` without a hypothesis. */
  recommendation: string | null;
}

/** Spec 2 §5/§9 thresholds: 6 or more (or diagnosed) most severe, 4–5 moderate, 2–3 mild. */
export const SEVERE_MIN_CRITERIA = 6;
export const MODERATE_MIN_CRITERIA = 4;
export const MILD_MIN_CRITERIA = 2;

const HYPOTHESES: Readonly<Record<Substance, Record<HypothesisSeverity, SubstanceHypothesis>>> = {
  alcohol: { severe: 'A1', moderate: 'A2', mild: 'A3' },
  drugs: { severe: 'D1', moderate: 'D2', mild: 'D3' },
};

/** Spec 2 §9 recommendation texts. */
export const HYPOTHESIS_RECOMMENDATIONS: Readonly<Record<HypothesisSeverity, string>> = {
  severe: 'Empfohlen: mindestens 12 Monate Abstinenz.',
  moderate: 'Empfohlen: 6–12 Monate Abstinenz.',
  mild: 'Empfohlen: 3–6 Monate Abstinenz.',
};

export function hypothesisReasoning(count: number): string {
  return `DSM‑5: ${count}/${DSM_CRITERIA_TOTAL} Kriterien`;
}

export function countCriteria(criteria: DsmCriteria): number {
  return DSM_CRITERIA.filter((criterion) => criteria[criterion] === true).length;
}

export function severityFor(count: number, diagnosedDependence: boolean): HypothesisSeverity | null {
  if (diagnosedDependence || count >= SEVERE_MIN_CRITERIA) return 'severe';
  if (count >= MODERATE_MIN_CRITERIA) return 'moderate';
  if (count >= MILD_MIN_CRITERIA) return 'mild';
  return null;
}

/** Spec 2 §5 derivation from the DSM count n (0–11, clamped) and a diagnosed dependence. */
export function deriveHypothesisFromCount(
  substance: Substance,
  count: number,
  diagnosedDependence: boolean,
): HypothesisResult {
  const n = Math.min(DSM_CRITERIA_TOTAL, Math.max(0, Math.floor(count)));
  const severity = severityFor(n, diagnosedDependence);
  return {
    hypothesis: severity ? HYPOTHESES[substance][severity] : null,
    severity,
    criteriaCount: n,
    reasoning: hypothesisReasoning(n),
    recommendation: severity ? HYPOTHESIS_RECOMMENDATIONS[severity] : null,
  };
}

export function deriveHypothesis(input: HypothesisInput): HypothesisResult {
  return deriveHypothesisFromCount(input.substance, countCriteria(input.criteria), input.diagnosedDependence);
}
