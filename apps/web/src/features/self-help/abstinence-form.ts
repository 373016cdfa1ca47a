import { SELF_HELP_TEXTS } from '@mpu/ui-texts';
import {
  parseNumber,
  type AbstinenceInput,
  type AlcoholHypothesis,
  type CannabisHypothesis,
  type DrugUseType,
  type Substance,
} from '@mpu/domain';

const E = SELF_HELP_TEXTS.abstinence.errors;

/** Spec 2 §5: bac is a number, step 0.01, min 0, max 5. */
export const BAC_LIMITS = { min: 0, max: 5, step: 0.01 } as const;

/** A numeric input as typed; `bad`: the browser holds text that is no number. */
interface NumberInput {
  value: string;
  bad: boolean;
}

export interface AlcoholForm {
  hypothesis: AlcoholHypothesis | null;
  /** Integer, min 0, default 1 (spec 2 §3/§5); empty counts as not set. */
  alcoholOffences: NumberInput;
  impairmentObserved: boolean;
  /** Empty counts as not set. */
  bac: NumberInput;
  unusualTime: boolean;
}

export interface DrugForm {
  useType: DrugUseType | null;
  /** Only asked for cannabis. */
  cannabisHypothesis: CannabisHypothesis | null;
}

export const INITIAL_ALCOHOL_FORM: AlcoholForm = {
  hypothesis: null,
  alcoholOffences: { value: '1', bad: false },
  impairmentObserved: false,
  bac: { value: '', bad: false },
  unusualTime: false,
};

export const INITIAL_DRUG_FORM: DrugForm = { useType: null, cannabisHypothesis: null };

export type AlcoholErrors = Partial<Record<'hypothesis' | 'alcoholOffences' | 'bac', string>>;
export type DrugErrors = Partial<Record<'useType' | 'cannabisHypothesis', string>>;

function offencesError({ value, bad }: NumberInput): string | undefined {
  if (bad) return E.offences;
  if (value.trim() === '') return undefined;
  const count = parseNumber(value);
  return count === null || !Number.isInteger(count) || count < 0 ? E.offences : undefined;
}

function bacError({ value, bad }: NumberInput): string | undefined {
  if (bad) return E.bacNumber;
  if (value.trim() === '') return undefined;
  const bac = parseNumber(value);
  if (bac === null) return E.bacNumber;
  if (bac < BAC_LIMITS.min || bac > BAC_LIMITS.max) return E.bacRange;
  const hundredths = bac / BAC_LIMITS.step;
  return Math.abs(hundredths - Math.round(hundredths)) > 1e-9 ? E.bacStep : undefined;
}

/** German field errors of the alcohol details; empty when the form can be calculated. */
export function validateAlcoholForm(form: AlcoholForm): AlcoholErrors {
  const errors: AlcoholErrors = {};
  if (form.hypothesis === null) errors.hypothesis = E.hypothesis;
  const offences = offencesError(form.alcoholOffences);
  if (offences) errors.alcoholOffences = offences;
  const bac = bacError(form.bac);
  if (bac) errors.bac = bac;
  return errors;
}

/** German field errors of the drug details: the kind of use, and for cannabis the hypothesis. */
export function validateDrugForm(form: DrugForm): DrugErrors {
  const errors: DrugErrors = {};
  if (form.useType === null) errors.useType = E.useType;
  else if (form.useType === 'cannabis' && form.cannabisHypothesis === null) {
    errors.cannabisHypothesis = E.cannabisHypothesis;
  }
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}

/** The domain input of a validated form (empty numbers stay empty: the rules read them as not set). */
export function abstinenceInput(
  substance: Substance,
  alcohol: AlcoholForm,
  drugs: DrugForm,
): AbstinenceInput {
  if (substance === 'drugs') {
    return {
      substance,
      useType: drugs.useType,
      cannabisHypothesis: drugs.useType === 'cannabis' ? drugs.cannabisHypothesis : null,
    };
  }
  return {
    substance,
    hypothesis: alcohol.hypothesis ?? 'none',
    alcoholOffences: alcohol.alcoholOffences.value,
    impairmentObserved: alcohol.impairmentObserved,
    bac: alcohol.bac.value,
    unusualTime: alcohol.unusualTime,
  };
}
