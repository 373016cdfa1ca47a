import {
  LINE_TRACKING_FAILURE_REASON,
  TEST_FAILED_MESSAGE,
  TEST_PASSED_MESSAGE,
  testResultMessage,
} from './result-messages';

describe('test result messages (spec 2 §8)', () => {
  it('uses the spec wording', () => {
    expect(TEST_PASSED_MESSAGE).toEqual({
      title: 'Test bestanden',
      text: 'Deine Aufmerksamkeitsleistung liegt im akzeptablen Bereich für die MPU.',
    });
    expect(TEST_FAILED_MESSAGE).toEqual({
      title: 'Test nicht bestanden',
      text: 'Deine Performance war nicht ausreichend. Mehr Aufmerksamkeitstraining empfohlen.',
    });
  });

  it('adds the line-tracking reason (more than 10 s or more than 60 % errors) to its failure only', () => {
    expect(LINE_TRACKING_FAILURE_REASON).toMatch(/mehr als 10 Sekunden/);
    expect(LINE_TRACKING_FAILURE_REASON).toMatch(/mehr als 60 % Fehler/);
    expect(testResultMessage('line-tracking', false)).toEqual({
      ...TEST_FAILED_MESSAGE,
      reason: LINE_TRACKING_FAILURE_REASON,
    });
    expect(testResultMessage('line-tracking', true)).toEqual(TEST_PASSED_MESSAGE);
    expect(testResultMessage('tapk', false)).toEqual(TEST_FAILED_MESSAGE);
    expect(testResultMessage('tapk2', false)).toEqual(TEST_FAILED_MESSAGE);
    expect(testResultMessage('tapk2', true)).toEqual(TEST_PASSED_MESSAGE);
  });
});
