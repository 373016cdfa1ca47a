import { PROOF_RULES_NOTE, type Substance, proofRequirements, testOptionsFor } from './abstinence-proof';
import type { AbstinenceResult } from './abstinence-result';
import { parseNumber } from './parse-number';

export type AlcoholHypothesis = 'A1' | 'A2' | 'A3' | 'none';
export type DrugUseType = 'hard' | 'mixed' | 'cannabis';
export type CannabisHypothesis = 'D1' | 'D2' | 'occasional' | 'none';

type FormNumber = number | string | null | undefined;

export interface AlcoholAbstinenceInput {
  hypothesis: AlcoholHypothesis;
  /** Integer, min 0; empty (or negative/unparseable) counts as not set and defaults to 1. */
  alcoholOffences?: FormNumber;
  impairmentObserved: boolean;
  /** Blood alcohol in per mille (0–5); empty (or negative/unparseable) counts as not set. */
  bac?: FormNumber;
  unusualTime: boolean;
}

export interface DrugAbstinenceInput {
  useType?: DrugUseType | null;
  /** Only read for cannabis. */
  cannabisHypothesis?: CannabisHypothesis | null;
}

export type AbstinenceInput =
  ({ substance: 'alcohol' } & AlcoholAbstinenceInput) | ({ substance: 'drugs' } & DrugAbstinenceInput);

/** Spec 2 §9 thresholds. */
export const BAC_MPU_THRESHOLD = 1.6;
export const BAC_HABITUATION_THRESHOLD = 1.0;
export const A3_VOLUNTARY_MONTHS = 3;

export const ABSTINENCE_TEXTS = {
  a1: 'Hypothese A1: Ein Abstinenznachweis ist immer erforderlich – 12 Monate.',
  a2: 'Hypothese A2: Ein Abstinenznachweis über 12 Monate ist erforderlich.',
  a2Note: 'Bei Hypothese A2 können mit guter Begründung auch 6 Monate ausreichen.',
  a3Exempt:
    'Hypothese A3, erste Alkoholauffälligkeit mit beobachteten Ausfallerscheinungen, unter 1,6 ‰ und nicht zu ungewöhnlicher Uhrzeit: Ein Abstinenznachweis ist nicht erforderlich.',
  a3ExemptNote: 'Empfohlen werden trotzdem 3 Monate freiwilliger Abstinenznachweis.',
  a3: 'Hypothese A3: Ein Abstinenznachweis über 6 Monate ist erforderlich.',
  a3MissingBacNote:
    'Ohne Promillewert lässt sich nicht feststellen, dass er unter 1,6 ‰ lag – deshalb gilt vorsorglich die Regel mit Nachweis.',
  multipleOffences: 'Mehrere Alkoholauffälligkeiten: Ein Abstinenznachweis über 12 Monate ist erforderlich.',
  highBacOrUnusualTime:
    '1,6 ‰ oder mehr oder eine Fahrt zu ungewöhnlicher Uhrzeit: Ein Abstinenznachweis über 6 Monate ist erforderlich.',
  habituation:
    'Über 1,0 ‰ ohne Ausfallerscheinungen (Hinweis auf Gewöhnung): Ein Abstinenznachweis über 6 Monate ist erforderlich.',
  alcoholNone: 'Nach deinen Angaben ist kein Abstinenznachweis erforderlich.',
  longestApplies: 'Es treffen mehrere Regeln zu; maßgeblich ist der längste Zeitraum.',
  hardDrugs: 'Harte Drogen: Ein Abstinenznachweis über 15 Monate ist erforderlich.',
  mixedUse: 'Mischkonsum: Ein Abstinenznachweis über 12 Monate ist erforderlich.',
  cannabisD1D2: 'Cannabis mit Hypothese D1 oder D2: Ein Abstinenznachweis über 12 Monate ist erforderlich.',
  cannabisOccasional: 'Gelegentlicher Cannabiskonsum: Ein Abstinenznachweis ist nicht erforderlich.',
  cannabisNone: 'Ohne Cannabis-Hypothese ist kein Abstinenznachweis erforderlich.',
  drugsIncomplete:
    'Die Angaben sind unvollständig: Vorsorglich ist ein Abstinenznachweis über 12 Monate anzusetzen.',
} as const;

/** One rule that applies: its months (0 = not required), German text and extra notes. */
export interface AppliedRule {
  months: number;
  text: string;
  notes?: string[];
  recommendedMonths?: number;
}

function readOffences(value: FormNumber): number {
  const parsed = parseNumber(value);
  return parsed === null || parsed < 0 ? 1 : Math.floor(parsed);
}

function readBac(value: FormNumber): number | null {
  const parsed = parseNumber(value);
  return parsed === null || parsed < 0 ? null : parsed;
}

/**
 * Every spec 2 §9 alcohol rule that applies, in spec order.
 * Reading of the open points:
 * - "first offence" means at most one offence (an unset count defaults to 1);
 * - "BAC above 1.6" includes 1.6 itself (the law's "ab 1,6 ‰", and the complement of A3's "under 1.6");
 *   "above 1.0" is strict;
 * - the A3 exemption needs a known BAC under 1.6; without a BAC the A3 period applies (conservative);
 * - an unset BAC triggers none of the BAC rules.
 */
export function applicableAlcoholRules(input: AlcoholAbstinenceInput): AppliedRule[] {
  const offences = readOffences(input.alcoholOffences);
  const bac = readBac(input.bac);
  const rules: AppliedRule[] = [];
  const t = ABSTINENCE_TEXTS;

  if (input.hypothesis === 'A1') rules.push({ months: 12, text: t.a1 });
  if (input.hypothesis === 'A2') rules.push({ months: 12, text: t.a2, notes: [t.a2Note] });
  if (input.hypothesis === 'A3') {
    const exempt =
      offences <= 1 &&
      input.impairmentObserved &&
      bac !== null &&
      bac < BAC_MPU_THRESHOLD &&
      !input.unusualTime;
    if (exempt) {
      rules.push({
        months: 0,
        text: t.a3Exempt,
        notes: [t.a3ExemptNote],
        recommendedMonths: A3_VOLUNTARY_MONTHS,
      });
    } else {
      rules.push({ months: 6, text: t.a3, notes: bac === null ? [t.a3MissingBacNote] : [] });
    }
  }
  if (offences > 1) rules.push({ months: 12, text: t.multipleOffences });
  if ((bac !== null && bac >= BAC_MPU_THRESHOLD) || input.unusualTime) {
    rules.push({ months: 6, text: t.highBacOrUnusualTime });
  }
  if (bac !== null && bac > BAC_HABITUATION_THRESHOLD && !input.impairmentObserved) {
    rules.push({ months: 6, text: t.habituation });
  }
  if (rules.length === 0) rules.push({ months: 0, text: t.alcoholNone });
  return rules;
}

/** The drug rule of spec 2 §9 that applies (exactly one). */
export function applicableDrugRule(input: DrugAbstinenceInput): AppliedRule {
  const t = ABSTINENCE_TEXTS;
  switch (input.useType) {
    case 'hard':
      return { months: 15, text: t.hardDrugs };
    case 'mixed':
      return { months: 12, text: t.mixedUse };
    case 'cannabis':
      switch (input.cannabisHypothesis) {
        case 'D1':
        case 'D2':
          return { months: 12, text: t.cannabisD1D2 };
        case 'occasional':
          return { months: 0, text: t.cannabisOccasional };
        case 'none':
          return { months: 0, text: t.cannabisNone };
        default:
          return { months: 12, text: t.drugsIncomplete };
      }
    default:
      return { months: 12, text: t.drugsIncomplete };
  }
}

function toResult(substance: Substance, rules: readonly AppliedRule[]): AbstinenceResult {
  // Longest period wins; on equal periods the first rule in spec order gives the reasoning.
  const deciding = rules.reduce((best, rule) => (rule.months > best.months ? rule : best));
  const required = deciding.months > 0;
  const period = required ? deciding.months : (deciding.recommendedMonths ?? 0);
  const requiring = rules.filter((rule) => rule.months > 0);
  const notes = [
    ...rules.flatMap((rule) => rule.notes ?? []),
    ...(requiring.length > 1 ? [ABSTINENCE_TEXTS.longestApplies, ...requiring.map((rule) => rule.text)] : []),
    ...(period > 0 ? [PROOF_RULES_NOTE] : []),
  ];
  return {
    substance,
    required,
    months: required ? deciding.months : null,
    recommendedMonths: required ? null : (deciding.recommendedMonths ?? null),
    testOptions: testOptionsFor(period),
    reasoning: deciding.text,
    notes,
    proof: period > 0 ? proofRequirements(substance, period) : null,
  };
}

/**
 * Spec 2 §9 alcohol rules. The spec leaves open which rule wins when several apply; we take the most
 * conservative reading: the longest applicable period (e.g. A3 with two offences → 12 months, not 6).
 */
export function alcoholAbstinence(input: AlcoholAbstinenceInput): AbstinenceResult {
  return toResult('alcohol', applicableAlcoholRules(input));
}

/** Spec 2 §9 drug rules: hard 15, mixed 12, cannabis D1/D2 12, occasional or none 0, incomplete data 12. */
export function drugAbstinence(input: DrugAbstinenceInput): AbstinenceResult {
  return toResult('drugs', [applicableDrugRule(input)]);
}

export function calculateAbstinence(input: AbstinenceInput): AbstinenceResult {
  return input.substance === 'alcohol' ? alcoholAbstinence(input) : drugAbstinence(input);
}
