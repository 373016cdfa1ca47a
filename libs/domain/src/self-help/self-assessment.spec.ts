import {
  SELF_ASSESSMENT_QUESTIONS,
  SELF_ASSESSMENT_RESULTS,
  SELF_ASSESSMENT_TYPES,
  type SelfAssessmentAnswer,
  type SelfAssessmentType,
  evaluateSelfAssessment,
  scoreSelfAssessment,
  selectedAnswers,
  winningType,
} from './self-assessment';

const answer = (hypothesisType: SelfAssessmentType, weight: number): SelfAssessmentAnswer => ({
  value: `${hypothesisType}-${weight}`,
  hypothesisType,
  weight,
});

describe('self-assessment (spec 2 §3/§5)', () => {
  it('has five questions over the 9 types, with weights 0–3 and a result text for every type', () => {
    expect(SELF_ASSESSMENT_QUESTIONS).toHaveLength(5);
    expect(SELF_ASSESSMENT_TYPES).toEqual(['A1', 'A2', 'A3', 'A4', 'D1', 'D2', 'D3', 'V', 'E']);
    for (const question of SELF_ASSESSMENT_QUESTIONS) {
      expect(question.options.length).toBeGreaterThanOrEqual(2);
      for (const option of question.options) {
        expect(SELF_ASSESSMENT_TYPES).toContain(option.hypothesisType);
        expect(option.weight).toBeGreaterThanOrEqual(0);
        expect(option.weight).toBeLessThanOrEqual(3);
      }
      expect(new Set(question.options.map((o) => o.value)).size).toBe(question.options.length);
    }
    for (const type of SELF_ASSESSMENT_TYPES) {
      expect(SELF_ASSESSMENT_RESULTS[type].description).not.toHaveLength(0);
      expect(SELF_ASSESSMENT_RESULTS[type].recommendations.length).toBeGreaterThan(0);
    }
  });

  it('asks for the per mille value in ranges without overlap (1,6 ‰ belongs to the top range, as in the law)', () => {
    const promille = SELF_ASSESSMENT_QUESTIONS.find((question) => question.id === 'promille')!;
    expect(promille.options.map(({ label, hypothesisType }) => [label, hypothesisType])).toEqual([
      ['Es ging nicht um Alkohol', 'A4'],
      ['Unter 1,1 ‰', 'A3'],
      ['1,1 bis unter 1,6 ‰', 'A2'],
      ['1,6 ‰ oder mehr', 'A1'],
    ]);
  });

  it('sums the weights per type', () => {
    const scores = scoreSelfAssessment([answer('A2', 2), answer('A2', 3), answer('D3', 1), answer('V', 0)]);
    expect(scores).toEqual({ A1: 0, A2: 5, A3: 0, A4: 0, D1: 0, D2: 0, D3: 1, V: 0, E: 0 });
  });

  it('clamps weights to 0–3 and ignores non-finite weights', () => {
    const scores = scoreSelfAssessment([answer('A1', 7), answer('A1', -2), answer('A1', Number.NaN)]);
    expect(scores.A1).toBe(3);
  });

  it('lets the highest total win', () => {
    expect(winningType(scoreSelfAssessment([answer('A1', 3), answer('V', 2), answer('V', 2)]))).toBe('V');
  });

  it('defaults to A4 without answers or with only zero weights', () => {
    expect(evaluateSelfAssessment([]).type).toBe('A4');
    expect(evaluateSelfAssessment([answer('A1', 0), answer('E', 0)]).type).toBe('A4');
  });

  it.each([
    [['A2', 'A1'], 'A1'],
    [['E', 'D1'], 'D1'],
    [['V', 'A3'], 'A3'],
    [['D3', 'A4'], 'A4'],
    [['E', 'V'], 'V'],
  ] as const)('on a tie between %j the first type in order wins (%s)', (types, expected) => {
    expect(evaluateSelfAssessment(types.map((type) => answer(type, 2))).type).toBe(expected);
  });

  it('gives the description and recommendations of the winning type, with the scores', () => {
    const result = evaluateSelfAssessment([answer('D2', 3)]);
    expect(result).toEqual({
      type: 'D2',
      description: SELF_ASSESSMENT_RESULTS.D2.description,
      recommendations: SELF_ASSESSMENT_RESULTS.D2.recommendations,
      scores: { A1: 0, A2: 0, A3: 0, A4: 0, D1: 0, D2: 3, D3: 0, V: 0, E: 0 },
    });
  });

  it('reads a selection of option values into answers, skipping unknown ones', () => {
    const answers = selectedAnswers({
      anlass: 'alkohol',
      promille: 'ueber-1-6',
      trinkverhalten: 'kontrollverlust',
      drogenkonsum: 'unbekannt',
      fremd: 'x',
    });
    expect(answers).toEqual([
      { value: 'alkohol', hypothesisType: 'A3', weight: 1 },
      { value: 'ueber-1-6', hypothesisType: 'A1', weight: 3 },
      { value: 'kontrollverlust', hypothesisType: 'A1', weight: 3 },
    ]);
    expect(evaluateSelfAssessment(answers).type).toBe('A1');
  });

  it('derives V for a traffic-only selection and E for other offences', () => {
    const traffic = selectedAnswers({
      anlass: 'punkte',
      promille: 'kein-alkohol',
      trinkverhalten: 'selten',
      drogenkonsum: 'nie',
      verkehrsverstoesse: 'mehrfach',
    });
    expect(evaluateSelfAssessment(traffic).type).toBe('V');
    const other = selectedAnswers({ anlass: 'sonstiges', drogenkonsum: 'nie', verkehrsverstoesse: 'einmal' });
    expect(evaluateSelfAssessment(other).type).toBe('E');
  });
});
