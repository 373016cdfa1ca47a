import { SELF_HELP_TEXTS } from '@mpu/ui-texts';
import {
  abstinenceInput,
  INITIAL_ALCOHOL_FORM,
  INITIAL_DRUG_FORM,
  validateAlcoholForm,
  validateDrugForm,
  type AlcoholForm,
} from './abstinence-form';

const E = SELF_HELP_TEXTS.abstinence.errors;
const typed = (value: string, bad = false) => ({ value, bad });
const alcohol = (overrides: Partial<AlcoholForm> = {}): AlcoholForm => ({
  ...INITIAL_ALCOHOL_FORM,
  hypothesis: 'A3',
  ...overrides,
});

describe('validateAlcoholForm', () => {
  it('asks for the hypothesis and accepts the defaults otherwise', () => {
    expect(validateAlcoholForm(INITIAL_ALCOHOL_FORM)).toEqual({ hypothesis: E.hypothesis });
    expect(validateAlcoholForm(alcohol())).toEqual({});
  });

  it.each([
    ['', undefined],
    ['0', undefined],
    ['3', undefined],
    ['-1', E.offences],
    ['1.5', E.offences],
    ['zwei', E.offences],
  ])('offences %j → %s', (value, error) => {
    expect(validateAlcoholForm(alcohol({ alcoholOffences: typed(value) })).alcoholOffences).toBe(error);
  });

  it.each([
    ['', undefined],
    ['0', undefined],
    ['1.59', undefined],
    ['1,2', undefined],
    ['5', undefined],
    ['5.01', E.bacRange],
    ['-0.1', E.bacRange],
    ['1.234', E.bacStep],
    ['viel', E.bacNumber],
  ])('bac %j → %s', (value, error) => {
    expect(validateAlcoholForm(alcohol({ bac: typed(value) })).bac).toBe(error);
  });

  it('flags text the browser could not read as a number', () => {
    expect(validateAlcoholForm(alcohol({ bac: typed('', true), alcoholOffences: typed('', true) }))).toEqual({
      bac: E.bacNumber,
      alcoholOffences: E.offences,
    });
  });
});

describe('validateDrugForm', () => {
  it('asks for the kind of use, and for cannabis the hypothesis', () => {
    expect(validateDrugForm(INITIAL_DRUG_FORM)).toEqual({ useType: E.useType });
    expect(validateDrugForm({ useType: 'cannabis', cannabisHypothesis: null })).toEqual({
      cannabisHypothesis: E.cannabisHypothesis,
    });
    expect(validateDrugForm({ useType: 'cannabis', cannabisHypothesis: 'D2' })).toEqual({});
    expect(validateDrugForm({ useType: 'hard', cannabisHypothesis: null })).toEqual({});
  });
});

describe('abstinenceInput', () => {
  it('passes the alcohol answers with empty numbers left unset', () => {
    expect(abstinenceInput('alcohol', alcohol({ bac: typed('') }), INITIAL_DRUG_FORM)).toEqual({
      substance: 'alcohol',
      hypothesis: 'A3',
      alcoholOffences: '1',
      impairmentObserved: false,
      bac: '',
      unusualTime: false,
    });
  });

  it('drops a cannabis hypothesis left over from before when the use is not cannabis', () => {
    expect(abstinenceInput('drugs', alcohol(), { useType: 'mixed', cannabisHypothesis: 'D1' })).toEqual({
      substance: 'drugs',
      useType: 'mixed',
      cannabisHypothesis: null,
    });
  });
});
