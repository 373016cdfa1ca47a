import type { ReactionTestId } from '@mpu/contracts';

/** The three reaction tests (spec 2 §2), declared in the contracts. */
export type { ReactionTestId };

export interface TestResultMessage {
  title: string;
  text: string;
  /** Why the run failed, where the spec gives a reason (line-tracking only). */
  reason?: string;
}

/** Spec 2 §8: the result messages, word for word. */
export const TEST_PASSED_MESSAGE: TestResultMessage = {
  title: 'Test bestanden',
  text: 'Deine Aufmerksamkeitsleistung liegt im akzeptablen Bereich für die MPU.',
};

export const TEST_FAILED_MESSAGE: TestResultMessage = {
  title: 'Test nicht bestanden',
  text: 'Deine Performance war nicht ausreichend. Mehr Aufmerksamkeitstraining empfohlen.',
};

/**
 * Spec 2 §5 says only that the line-tracking failure text names "more than 10 s or more than 60 % errors";
 * the German wording is ours, in the app's "du".
 */
export const LINE_TRACKING_FAILURE_REASON =
  'Du hast im Durchschnitt mehr als 10 Sekunden pro Aufgabe gebraucht oder mehr als 60 % Fehler gemacht.';

/** The message for a finished run. */
export function testResultMessage(test: ReactionTestId, passed: boolean): TestResultMessage {
  if (passed) return TEST_PASSED_MESSAGE;
  return test === 'line-tracking'
    ? { ...TEST_FAILED_MESSAGE, reason: LINE_TRACKING_FAILURE_REASON }
    : TEST_FAILED_MESSAGE;
}
