import {
  CASE_TYPES,
  QUESTIONNAIRE_INTRO_INDEX,
  QUESTIONNAIRE_QUESTIONS,
  QUESTIONNAIRE_SUMMARY_INDEX,
  QUESTIONNAIRE_VALIDATION_MESSAGES as M,
  type QuestionnaireAnswers,
  answerLabel,
  buildQuestionnaireSubmission,
  canGoNext,
  deriveCaseType,
  isQuestionShown,
  joinMultiAnswer,
  nextIndex,
  previousIndex,
  questionAt,
  questionById,
  shownQuestions,
  splitMultiAnswer,
  submittedAnswers,
  toggleMultiAnswer,
  validateAnswer,
  validateQuestionnaire,
} from './questionnaire';

const q = (id: string) => {
  const question = questionById(id);
  if (!question) throw new Error(`no question ${id}`);
  return question;
};

/** Answers that hide every conditional question. */
const base: QuestionnaireAnswers = {
  q1: 'alkohol',
  q2: 'nein',
  q3: 'nein',
  q5: 'nein',
  q7: 'März 2025',
  q8: 'abstinent',
  q9: 'ja',
  q10: 'ja',
};

/** Answers that show every conditional question. */
const full: QuestionnaireAnswers = {
  ...base,
  q3: 'ja',
  q4: '1,3',
  q5: 'ja',
  q6: 'cannabis, kokain',
  q10: 'nein',
  q11: 'ja',
  q12: 'ja',
  q13: '6-bis-12-monate',
  q14: 'gespraech',
};

describe('questionnaire questions (spec 2 §3/§9)', () => {
  it('has 14 questions q1–q14 with options for every choice type', () => {
    expect(QUESTIONNAIRE_QUESTIONS).toHaveLength(14);
    expect(QUESTIONNAIRE_QUESTIONS.map((question) => question.id)).toEqual(
      Array.from({ length: 14 }, (_, i) => `q${i + 1}`),
    );
    for (const question of QUESTIONNAIRE_QUESTIONS) {
      if (question.type === 'text' || question.type === 'number') expect(question.options).toBeUndefined();
      else expect(question.options?.length).toBeGreaterThanOrEqual(2);
    }
    expect(q('q4').type).toBe('number');
    expect(q('q6').type).toBe('multiple_select');
    expect(q('q14').type).toBe('checkbox');
    expect(q('q11').type).toBe('yes_no');
  });

  it('has exactly the five conditions of spec 2 §4', () => {
    const conditions = QUESTIONNAIRE_QUESTIONS.filter((question) => question.condition).map((question) => [
      question.id,
      question.condition?.question_id,
      question.condition?.answer,
    ]);
    expect(conditions).toEqual([
      ['q4', 'q3', 'ja'],
      ['q6', 'q5', 'ja'],
      ['q11', 'q10', 'nein'],
      ['q12', 'q11', 'ja'],
      ['q13', 'q11', 'ja'],
    ]);
  });

  it('puts the intro at 0, questions at 1–14 and the summary at 15', () => {
    expect(QUESTIONNAIRE_INTRO_INDEX).toBe(0);
    expect(QUESTIONNAIRE_SUMMARY_INDEX).toBe(15);
    expect(questionAt(0)).toBeUndefined();
    expect(questionAt(1)?.id).toBe('q1');
    expect(questionAt(14)?.id).toBe('q14');
    expect(questionAt(15)).toBeUndefined();
  });
});

describe('conditions (spec 2 §4)', () => {
  it.each([
    ['q4', { q3: 'ja' }, true],
    ['q4', { q3: 'nein' }, false],
    ['q4', {}, false],
    ['q6', { q5: 'ja' }, true],
    ['q6', { q5: 'nein' }, false],
    ['q6', {}, false],
    ['q11', { q10: 'nein' }, true],
    ['q11', { q10: 'ja' }, false],
    ['q11', {}, false],
    ['q12', { q10: 'nein', q11: 'ja' }, true],
    ['q12', { q10: 'nein', q11: 'nein' }, false],
    ['q12', { q10: 'nein' }, false],
    ['q13', { q10: 'nein', q11: 'ja' }, true],
    ['q13', { q10: 'nein', q11: 'nein' }, false],
    ['q13', { q10: 'nein' }, false],
  ])('%s with %j shown: %s', (id, answers, shown) => {
    expect(isQuestionShown(q(id), answers)).toBe(shown);
  });

  it('hides Q12 and Q13 when Q11 is hidden again, whatever Q11 said', () => {
    const answers = { q10: 'ja', q11: 'ja' };
    expect(isQuestionShown(q('q12'), answers)).toBe(false);
    expect(isQuestionShown(q('q13'), answers)).toBe(false);
  });

  it('always shows the unconditional questions', () => {
    expect(shownQuestions({}).map((question) => question.id)).toEqual([
      'q1',
      'q2',
      'q3',
      'q5',
      'q7',
      'q8',
      'q9',
      'q10',
      'q14',
    ]);
    expect(shownQuestions(full)).toHaveLength(14);
  });
});

describe('next/back skipping (spec 2 §4)', () => {
  it('walks every shown question when all conditions are met', () => {
    const path = [QUESTIONNAIRE_INTRO_INDEX];
    while (path[path.length - 1] !== QUESTIONNAIRE_SUMMARY_INDEX)
      path.push(nextIndex(path[path.length - 1], full));
    expect(path).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('skips the hidden questions forwards', () => {
    expect(nextIndex(0, base)).toBe(1);
    expect(nextIndex(3, base)).toBe(5); // Q4 hidden (Q3 = nein)
    expect(nextIndex(5, base)).toBe(7); // Q6 hidden (Q5 = nein)
    expect(nextIndex(10, base)).toBe(14); // Q11–Q13 hidden (Q10 = ja)
    expect(nextIndex(11, { ...base, q10: 'nein', q11: 'nein' })).toBe(14); // Q12, Q13 hidden
    expect(nextIndex(14, base)).toBe(QUESTIONNAIRE_SUMMARY_INDEX);
  });

  it('skips the hidden questions backwards', () => {
    expect(previousIndex(QUESTIONNAIRE_SUMMARY_INDEX, base)).toBe(14);
    expect(previousIndex(14, base)).toBe(10);
    expect(previousIndex(14, { ...base, q10: 'nein', q11: 'nein' })).toBe(11);
    expect(previousIndex(7, base)).toBe(5);
    expect(previousIndex(5, base)).toBe(3);
    expect(previousIndex(1, base)).toBe(QUESTIONNAIRE_INTRO_INDEX);
  });

  it('goes back over the conditional questions that are shown', () => {
    expect(previousIndex(14, full)).toBe(13);
    expect(previousIndex(7, full)).toBe(6);
    expect(previousIndex(5, full)).toBe(4);
  });

  it('needs a valid answer before Weiter, except on the intro', () => {
    expect(canGoNext(0, {})).toBe(true);
    expect(canGoNext(1, {})).toBe(false);
    expect(canGoNext(1, { q1: 'drogen' })).toBe(true);
    expect(canGoNext(4, { q4: 'viel' })).toBe(false);
    expect(canGoNext(4, { q4: '0,8' })).toBe(true);
    expect(canGoNext(14, {})).toBe(true);
    expect(canGoNext(QUESTIONNAIRE_SUMMARY_INDEX, full)).toBe(false);
  });
});

describe('validation messages (spec 2 §5)', () => {
  it('keeps the exact German texts', () => {
    expect(M.textRequired).toBe('Bitte beantworte diese Frage');
    expect(M.numberRequired).toBe('Bitte gib eine Zahl ein');
    expect(M.numberInvalid).toBe('Bitte gib eine gültige Zahl ein');
    expect(M.optionRequired).toBe('Bitte wähle eine Option aus');
    expect(M.yesNoRequired).toBe('Bitte wähle Ja oder Nein');
  });

  it.each([
    ['q7', undefined, M.textRequired],
    ['q7', '   ', M.textRequired],
    ['q7', 'Mai 2024', null],
    ['q4', undefined, M.numberRequired],
    ['q4', ' ', M.numberRequired],
    ['q4', 'abc', M.numberInvalid],
    ['q4', '2 Gläser', M.numberInvalid],
    ['q4', '-1', M.numberInvalid],
    ['q4', '1,', M.numberInvalid],
    ['q4', '1,6', null],
    ['q4', '1.6', null],
    ['q4', ' 0 ', null],
    ['q1', undefined, M.optionRequired],
    ['q1', '', M.optionRequired],
    ['q1', 'fahrrad', M.optionRequired],
    ['q1', 'verkehr', null],
    ['q3', undefined, M.yesNoRequired],
    ['q3', 'vielleicht', M.yesNoRequired],
    ['q3', 'Ja', M.yesNoRequired],
    ['q3', 'ja', null],
    ['q3', 'nein', null],
    ['q6', undefined, null],
    ['q6', '', null],
    ['q6', 'cannabis, kokain', null],
    ['q6', 'cannabis, tee', M.optionRequired],
    ['q14', '', null],
    ['q14', 'ablauf', null],
  ])('%s = %j → %s', (id, answer, message) => {
    expect(validateAnswer(q(id), answer)).toBe(message);
  });

  it('validates a full answer map: shown questions only, unknown ids flagged', () => {
    expect(validateQuestionnaire(full)).toEqual([]);
    expect(validateQuestionnaire(base)).toEqual([]);
    expect(validateQuestionnaire({ ...base, q4: 'abc' })).toEqual([]); // Q4 hidden, answer ignored
    expect(validateQuestionnaire({ ...base, q3: 'ja', q99: 'x' })).toEqual([
      { questionId: 'q99', message: M.unknownQuestion },
      { questionId: 'q4', message: M.numberRequired },
    ]);
    expect(validateQuestionnaire({})).toEqual([
      { questionId: 'q1', message: M.optionRequired },
      { questionId: 'q2', message: M.yesNoRequired },
      { questionId: 'q3', message: M.yesNoRequired },
      { questionId: 'q5', message: M.yesNoRequired },
      { questionId: 'q7', message: M.textRequired },
      { questionId: 'q8', message: M.optionRequired },
      { questionId: 'q9', message: M.yesNoRequired },
      { questionId: 'q10', message: M.yesNoRequired },
    ]);
  });
});

describe('checkbox and multiple-select answers (spec 2 §5)', () => {
  it('stores the chosen values comma-joined in option order without duplicates', () => {
    expect(joinMultiAnswer(q('q6'), ['kokain', 'cannabis', 'kokain'])).toBe('cannabis, kokain');
    expect(joinMultiAnswer(q('q14'), [])).toBe('');
    expect(splitMultiAnswer('cannabis, kokain')).toEqual(['cannabis', 'kokain']);
    expect(splitMultiAnswer('cannabis,kokain,')).toEqual(['cannabis', 'kokain']);
    expect(splitMultiAnswer(undefined)).toEqual([]);
  });

  it('ticks and unticks options', () => {
    let answer = toggleMultiAnswer(q('q14'), undefined, 'ablauf');
    expect(answer).toBe('ablauf');
    answer = toggleMultiAnswer(q('q14'), answer, 'gespraech');
    expect(answer).toBe('gespraech, ablauf');
    answer = toggleMultiAnswer(q('q14'), answer, 'ablauf');
    expect(answer).toBe('gespraech');
  });

  it('shows German labels in the summary', () => {
    expect(answerLabel(q('q6'), 'cannabis, medikamente')).toBe('Cannabis, Medikamente');
    expect(answerLabel(q('q3'), 'ja')).toBe('Ja');
    expect(answerLabel(q('q1'), 'beides')).toBe('Wegen Alkohol und Drogen');
    expect(answerLabel(q('q4'), ' 1,3 ')).toBe('1,3');
  });
});

describe('submitted record (spec 2 §3)', () => {
  it('keeps only shown, non-empty answers, trimmed and normalised', () => {
    const answers = submittedAnswers({
      ...base,
      q4: '1,9', // hidden: Q3 = nein
      q11: 'ja', // hidden: Q10 = ja
      q7: '  Mai 2024 ',
      q14: 'ablauf,gespraech',
      q99: 'x',
    });
    expect(answers).toEqual({ ...base, q7: 'Mai 2024', q14: 'gespraech, ablauf' });
  });

  it('derives hasAbstinenceProof from Q9 and hasCompletedMpuBefore from a shown Q11', () => {
    expect(buildQuestionnaireSubmission(full)).toEqual({
      caseType: 'alkohol-drogen',
      hasAbstinenceProof: true,
      hasCompletedMpuBefore: true,
      answers: full,
    });
    const stale = buildQuestionnaireSubmission({ ...base, q9: 'nein', q11: 'ja' });
    expect(stale.hasAbstinenceProof).toBe(false);
    expect(stale.hasCompletedMpuBefore).toBe(false);
    expect(stale.answers).not.toHaveProperty('q11');
  });

  it.each([
    [{ q1: 'alkohol' }, 'alkohol'],
    [{ q1: 'drogen' }, 'drogen'],
    [{ q1: 'verkehr' }, 'verkehr'],
    [{ q1: 'beides' }, 'beides'],
    [{ q1: 'alkohol', q5: 'ja' }, 'alkohol-drogen'],
    [{ q1: 'drogen', q3: 'ja' }, 'alkohol-drogen'],
    [{ q1: 'beides', q3: 'ja', q5: 'ja' }, 'beides'],
    [{ q1: 'alkohol', q2: 'ja' }, 'alkohol-verkehr'],
    [{ q1: 'verkehr', q3: 'ja' }, 'alkohol-verkehr'],
    [{ q1: 'drogen', q2: 'ja' }, 'drogen-verkehr'],
    [{ q1: 'verkehr', q5: 'ja' }, 'drogen-verkehr'],
    [{ q1: 'beides', q2: 'ja' }, 'kombiniert'],
    [{ q1: 'verkehr', q3: 'ja', q5: 'ja' }, 'kombiniert'],
    [{ q1: 'alkohol', q2: 'nein', q3: 'nein', q5: 'nein' }, 'alkohol'],
    [{}, null],
  ])('caseType of %j is %s', (answers, caseType) => {
    expect(deriveCaseType(answers)).toBe(caseType);
    if (caseType) expect(CASE_TYPES).toContain(caseType);
  });

  it('derives a caseType for the base answers', () => {
    expect(buildQuestionnaireSubmission(base).caseType).toBe('alkohol');
  });
});
