import { TAPK_SYMBOLS } from '@mpu/domain';
import { REACTION_TEST_TEXTS, TAPK_SYMBOL_LABELS } from './reaction-tests.texts';

describe('reaction-test texts', () => {
  it('names each of the 12 symbols (spec 2 §9) differently', () => {
    expect(Object.keys(TAPK_SYMBOL_LABELS).sort()).toEqual([...TAPK_SYMBOLS].sort());
    expect(new Set(Object.values(TAPK_SYMBOL_LABELS)).size).toBe(12);
  });

  it('uses the spec wording for the result messages (spec 2 §8)', () => {
    expect(REACTION_TEST_TEXTS.result.passed).toEqual({
      title: 'Test bestanden',
      text: 'Deine Aufmerksamkeitsleistung liegt im akzeptablen Bereich für die MPU.',
    });
    expect(REACTION_TEST_TEXTS.result.failed).toEqual({
      title: 'Test nicht bestanden',
      text: 'Deine Performance war nicht ausreichend. Mehr Aufmerksamkeitstraining empfohlen.',
    });
    expect(REACTION_TEST_TEXTS.result.lineTrackingFailureReason).toMatch(/mehr als 10 Sekunden/);
    expect(REACTION_TEST_TEXTS.result.lineTrackingFailureReason).toMatch(/mehr als 60 % Fehler/);
  });
});
