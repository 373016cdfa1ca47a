import {
  HAIR_MAX_MONTHS,
  HOURS_TO_APPEAR,
  MAX_POSTPONEMENT_DAYS,
  PROOF_RULES_NOTE,
  URINE_SAMPLES_BY_MONTHS,
  proofRequirements,
} from './abstinence-proof';
import {
  ABSTINENCE_TEXTS as T,
  type AlcoholAbstinenceInput,
  alcoholAbstinence,
  calculateAbstinence,
  drugAbstinence,
} from './abstinence-rules';

const alcohol = (overrides: Partial<AlcoholAbstinenceInput> = {}) =>
  alcoholAbstinence({
    hypothesis: 'none',
    alcoholOffences: 1,
    impairmentObserved: false,
    bac: null,
    unusualTime: false,
    ...overrides,
  });

describe('proof constants (spec 2 §9)', () => {
  it('has the urine counts, hair limits and appointment rules', () => {
    expect(URINE_SAMPLES_BY_MONTHS).toEqual({ 6: 4, 12: 6, 15: 8 });
    expect(HAIR_MAX_MONTHS).toEqual({ alcohol: 3, drugs: 6 });
    expect(MAX_POSTPONEMENT_DAYS).toBe(7);
    expect(HOURS_TO_APPEAR).toBe(24);
  });

  it('derives urine samples and hair samples for a period', () => {
    expect(proofRequirements('alcohol', 12)).toEqual({
      urineSamples: 6,
      hair: { cmPerMonth: 1, maxMonthsPerSample: 3, maxLengthCm: 3, samplesNeeded: 4 },
    });
    expect(proofRequirements('drugs', 15)).toEqual({
      urineSamples: 8,
      hair: { cmPerMonth: 1, maxMonthsPerSample: 6, maxLengthCm: 6, samplesNeeded: 3 },
    });
    expect(proofRequirements('alcohol', 6).urineSamples).toBe(4);
    expect(proofRequirements('alcohol', 3).urineSamples).toBeNull();
  });
});

describe('alcoholAbstinence (spec 2 §9)', () => {
  it('A1: 12 months always', () => {
    const result = alcohol({ hypothesis: 'A1', impairmentObserved: true, bac: 0.4 });
    expect(result).toMatchObject({
      substance: 'alcohol',
      required: true,
      months: 12,
      recommendedMonths: null,
      testOptions: ['urine', 'hair'],
      reasoning: T.a1,
    });
    expect(result.proof?.urineSamples).toBe(6);
    expect(result.proof?.hair.samplesNeeded).toBe(4);
    expect(result.notes).toContain(PROOF_RULES_NOTE);
  });

  it('A2: 12 months, with the note that 6 are possible with good reasoning', () => {
    const result = alcohol({ hypothesis: 'A2', impairmentObserved: true, bac: 0.8 });
    expect(result).toMatchObject({ required: true, months: 12, reasoning: T.a2 });
    expect(result.notes).toContain(T.a2Note);
  });

  it('A3 first offence with impairment, under 1.6, usual time: not required, 3 months voluntary recommended', () => {
    const result = alcohol({ hypothesis: 'A3', impairmentObserved: true, bac: 1.59 });
    expect(result).toMatchObject({
      required: false,
      months: null,
      recommendedMonths: 3,
      testOptions: ['urine', 'hair'],
      reasoning: T.a3Exempt,
    });
    expect(result.notes).toContain(T.a3ExemptNote);
    expect(result.proof).toEqual(proofRequirements('alcohol', 3));
  });

  it('A3 otherwise: 6 months (no impairment, 1.6 itself, unusual time, unknown BAC)', () => {
    expect(alcohol({ hypothesis: 'A3', impairmentObserved: false, bac: 0.9 })).toMatchObject({
      months: 6,
      reasoning: T.a3,
    });
    expect(alcohol({ hypothesis: 'A3', impairmentObserved: true, bac: 1.6 }).months).toBe(6);
    expect(alcohol({ hypothesis: 'A3', impairmentObserved: true, bac: 0.9, unusualTime: true }).months).toBe(
      6,
    );
    const unknown = alcohol({ hypothesis: 'A3', impairmentObserved: true, bac: '' });
    expect(unknown).toMatchObject({ months: 6, reasoning: T.a3 });
    expect(unknown.notes).toContain(T.a3MissingBacNote);
    expect(unknown.proof?.urineSamples).toBe(4);
  });

  it('multiple offences: 12 months, also over A3 (the longest applicable period wins)', () => {
    expect(alcohol({ alcoholOffences: 2 })).toMatchObject({ months: 12, reasoning: T.multipleOffences });
    const a3 = alcohol({ hypothesis: 'A3', alcoholOffences: '3', impairmentObserved: true, bac: 0.5 });
    expect(a3).toMatchObject({ required: true, months: 12, reasoning: T.multipleOffences });
    expect(a3.notes).toEqual(expect.arrayContaining([T.longestApplies, T.a3, T.multipleOffences]));
  });

  it('BAC 1.6 or above, or an unusual time: 6 months', () => {
    expect(alcohol({ bac: 1.6, impairmentObserved: true })).toMatchObject({
      months: 6,
      reasoning: T.highBacOrUnusualTime,
    });
    expect(alcohol({ bac: 2.1, impairmentObserved: true }).months).toBe(6);
    expect(alcohol({ unusualTime: true }).months).toBe(6);
  });

  it('BAC above 1.0 without impairment: 6 months', () => {
    expect(alcohol({ bac: 1.01 })).toMatchObject({ months: 6, reasoning: T.habituation });
    expect(alcohol({ bac: '1,2' }).reasoning).toBe(T.habituation);
  });

  it('otherwise not required', () => {
    for (const overrides of [
      {},
      { bac: 1.0 },
      { bac: 1.2, impairmentObserved: true },
      { alcoholOffences: 0 },
    ]) {
      expect(alcohol(overrides)).toEqual({
        substance: 'alcohol',
        required: false,
        months: null,
        recommendedMonths: null,
        testOptions: [],
        reasoning: T.alcoholNone,
        notes: [],
        proof: null,
      });
    }
  });

  it('defaults an empty offence count to 1 (first offence)', () => {
    expect(alcohol({ alcoholOffences: '' }).required).toBe(false);
    expect(
      alcohol({ alcoholOffences: undefined, hypothesis: 'A3', impairmentObserved: true, bac: 1 }).required,
    ).toBe(false);
  });

  it('on equal periods keeps the first rule in spec order as the reasoning', () => {
    const result = alcohol({ hypothesis: 'A1', alcoholOffences: 4, bac: 2.5 });
    expect(result).toMatchObject({ months: 12, reasoning: T.a1 });
    expect(result.notes).toContain(T.longestApplies);
  });
});

describe('drugAbstinence (spec 2 §9)', () => {
  it.each([
    [{ useType: 'hard' as const }, 15, T.hardDrugs, 8],
    [{ useType: 'mixed' as const }, 12, T.mixedUse, 6],
    [{ useType: 'cannabis' as const, cannabisHypothesis: 'D1' as const }, 12, T.cannabisD1D2, 6],
    [{ useType: 'cannabis' as const, cannabisHypothesis: 'D2' as const }, 12, T.cannabisD1D2, 6],
    [{ useType: 'cannabis' as const }, 12, T.drugsIncomplete, 6],
    [{}, 12, T.drugsIncomplete, 6],
  ])('%j → %i months', (input, months, reasoning, urineSamples) => {
    const result = drugAbstinence(input);
    expect(result).toMatchObject({ substance: 'drugs', required: true, months, reasoning });
    expect(result.proof?.urineSamples).toBe(urineSamples);
    expect(result.proof?.hair.maxMonthsPerSample).toBe(6);
  });

  it('ignores the cannabis hypothesis for hard drugs', () => {
    expect(drugAbstinence({ useType: 'hard', cannabisHypothesis: 'occasional' }).months).toBe(15);
  });

  it.each([
    ['occasional' as const, T.cannabisOccasional],
    ['none' as const, T.cannabisNone],
  ])('cannabis %s: not required', (cannabisHypothesis, reasoning) => {
    expect(drugAbstinence({ useType: 'cannabis', cannabisHypothesis })).toMatchObject({
      required: false,
      months: null,
      recommendedMonths: null,
      testOptions: [],
      reasoning,
      proof: null,
    });
  });
});

describe('calculateAbstinence', () => {
  it('dispatches on the substance', () => {
    expect(calculateAbstinence({ substance: 'drugs', useType: 'hard' }).months).toBe(15);
    expect(
      calculateAbstinence({
        substance: 'alcohol',
        hypothesis: 'A1',
        impairmentObserved: false,
        unusualTime: false,
      }).months,
    ).toBe(12);
  });
});
