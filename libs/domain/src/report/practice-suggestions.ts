import type { ReportCriterion, ReportCriterionScore, SimulatorMode } from '@mpu/contracts';
import { REPORT_CRITERIA } from '@mpu/contracts';

type Suggestions = Record<ReportCriterion, [string, string]>;

/** Consistency practice of both simulators. */
const ANSWER_IN_FULL = 'Antworte auf jede Frage in mindestens drei vollständigen Sätzen, statt auszuweichen.';

const ALCOHOL: Suggestions = {
  problemInsight: [
    "Formuliere in zwei Sätzen, was du an dem Abend selbst falsch gemacht hast – ohne 'aber'.",
    'Erkläre, warum du damals getrunken hast und welche Funktion der Alkohol für dich hatte.',
  ],
  behaviourChange: [
    'Schreib auf, seit wann genau du abstinent bist oder wie du heute trinkst, und welche Nachweise (Haaranalyse, Urinscreening) du hast.',
    'Nenne zwei konkrete Gewohnheiten, die du seitdem geändert hast, mit Monat und Jahr.',
  ],
  stability: [
    'Beschreibe Schritt für Schritt, was du tust, wenn dir auf einer Feier Alkohol angeboten wird.',
    'Nenne zwei Menschen, die dich unterstützen, und was du tust, wenn du merkst, dass der Druck steigt.',
  ],
  consistency: [
    'Notiere die Eckdaten des Abends (Menge, Uhrzeit, Promille) und erzähle sie dreimal gleich, bevor du übst.',
    ANSWER_IN_FULL,
  ],
};

const TRAFFIC: Suggestions = {
  problemInsight: [
    "Formuliere in zwei Sätzen, was du bei deinen Verstößen selbst falsch gemacht hast – ohne 'aber'.",
    'Erkläre, warum du damals zu schnell gefahren bist oder Regeln missachtet hast und was dir daran wichtig war.',
  ],
  behaviourChange: [
    'Schreib auf, was du seit deinem letzten Verstoß konkret anders machst (z. B. Zeitpuffer, Tempomat, Seminar) – mit Monat und Jahr.',
    'Nenne die Zahl deiner Punkte und was du getan hast, damit keine neuen hinzukommen.',
  ],
  stability: [
    'Beschreibe Schritt für Schritt, was du tust, wenn du spät dran bist und unter Zeitdruck gerätst.',
    'Erkläre, wie du reagierst, wenn dich ein anderer Fahrer provoziert oder drängelt.',
  ],
  consistency: [
    'Notiere die Eckdaten deiner Verstöße (Datum, Geschwindigkeit, Punkte) und erzähle sie dreimal gleich, bevor du übst.',
    ANSWER_IN_FULL,
  ],
};

const TOO_LITTLE: [string, string, string] = [
  'Beantworte mindestens fünf Fragen der Simulation, damit eine Einschätzung möglich wird.',
  'Antworte jeweils in drei bis fünf ganzen Sätzen und erzähle dabei konkret von dir.',
  'Starte die Simulation neu und bleib bis zu den Fragen nach deinen Veränderungen und Strategien dabei.',
];

/** Practice items when the transcript is too short to assess. */
export function tooLittlePractice(): [string, string, string] {
  return [...TOO_LITTLE];
}

/**
 * Exactly three suggestions, targeting the weakest criteria: the first suggestion of each of the three
 * weakest criteria; if the weakest is far behind (≥ 4 points), both of its suggestions plus the next weakest.
 */
export function practiceSuggestions(
  mode: SimulatorMode,
  criteria: readonly ReportCriterionScore[],
): [string, string, string] {
  const texts = mode === 'traffic-simulator' ? TRAFFIC : ALCOHOL;
  const ranked = [...criteria].sort(
    (a, b) =>
      a.score - b.score || REPORT_CRITERIA.indexOf(a.criterion) - REPORT_CRITERIA.indexOf(b.criterion),
  );
  const [weakest, second, third] = ranked;
  if (second.score - weakest.score >= 4) {
    return [texts[weakest.criterion][0], texts[weakest.criterion][1], texts[second.criterion][0]];
  }
  return [texts[weakest.criterion][0], texts[second.criterion][0], texts[third.criterion][0]];
}
