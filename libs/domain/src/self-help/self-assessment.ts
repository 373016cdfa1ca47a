import { MPU_REASON } from './shared-wording';

/**
 * Self-assessment "MPU Selbsteinschätzung" (spec 2 §2, §3, §5): five questions, each answer carries a
 * hypothesis type and a weight 0–3; the weights are summed per type over the 9 types and the highest total wins.
 *
 * Decisions where spec 2 is silent (question texts, options, weights, descriptions and recommendations are
 * not shown there):
 * - The 9 types are taken in the order of spec 2 §3: A1, A2, A3, A4, D1, D2, D3, V, E. "First type reached"
 *   on a tie means first in this order; with no positive total the result is the default A4.
 * - Meanings used for the texts: A1 alcohol dependence, A2 alcohol abuse, A3 risky drinking at a single
 *   occasion, A4 low alcohol risk (the default), D1 drug dependence / hard drugs, D2 regular drug use,
 *   D3 occasional drug use, V traffic offences without substances, E other doubts about fitness to drive
 *   (offences outside traffic, e.g. aggression). The texts stay cautious and say the result is no diagnosis.
 * - The five questions (offence, per mille, drinking before the offence, drug use, number of traffic
 *   offences), their German wording with "du", option values (kebab-case ASCII) and weights are ours.
 * - An answer with weight 0 counts towards no type; an unknown question or option value is ignored.
 */

/** Spec 2 §3: the 9 hypothesis types, in the order that decides ties. */
export const SELF_ASSESSMENT_TYPES = ['A1', 'A2', 'A3', 'A4', 'D1', 'D2', 'D3', 'V', 'E'] as const;
export type SelfAssessmentType = (typeof SELF_ASSESSMENT_TYPES)[number];

/** Spec 2 §5: the result when no type has a positive total. */
export const SELF_ASSESSMENT_DEFAULT_TYPE: SelfAssessmentType = 'A4';
export const SELF_ASSESSMENT_MAX_WEIGHT = 3;

/** Spec 2 §3 self-assessment answer: value, hypothesisType, weight (0–3). */
export interface SelfAssessmentAnswer {
  value: string;
  hypothesisType: SelfAssessmentType;
  weight: number;
}

export interface SelfAssessmentOption extends SelfAssessmentAnswer {
  label: string;
}

export interface SelfAssessmentQuestion {
  id: string;
  question: string;
  options: readonly SelfAssessmentOption[];
}

export type SelfAssessmentScores = Record<SelfAssessmentType, number>;

/** Spec 2 §3 result: type, description, recommendations (plus the totals behind it). */
export interface SelfAssessmentResult {
  type: SelfAssessmentType;
  description: string;
  recommendations: readonly string[];
  scores: SelfAssessmentScores;
}

/** The five questions (texts and weights are our decision, see the file comment). */
export const SELF_ASSESSMENT_QUESTIONS: readonly SelfAssessmentQuestion[] = [
  {
    id: 'anlass',
    question: MPU_REASON.question,
    options: [
      { value: 'alkohol', label: 'Wegen Alkohol am Steuer', hypothesisType: 'A3', weight: 1 },
      { value: 'drogen', label: MPU_REASON.drugs, hypothesisType: 'D3', weight: 1 },
      { value: 'punkte', label: 'Wegen Punkten oder Verkehrsverstößen', hypothesisType: 'V', weight: 3 },
      {
        value: 'sonstiges',
        label: 'Wegen Straftaten oder aus anderen Gründen',
        hypothesisType: 'E',
        weight: 3,
      },
    ],
  },
  {
    id: 'promille',
    question: 'Wie hoch war deine Blutalkoholkonzentration bei der Kontrolle?',
    options: [
      { value: 'kein-alkohol', label: 'Es ging nicht um Alkohol', hypothesisType: 'A4', weight: 0 },
      { value: 'unter-1-1', label: 'Unter 1,1 ‰', hypothesisType: 'A3', weight: 2 },
      { value: '1-1-bis-1-6', label: '1,1 bis unter 1,6 ‰', hypothesisType: 'A2', weight: 2 },
      { value: 'ueber-1-6', label: '1,6 ‰ oder mehr', hypothesisType: 'A1', weight: 3 },
    ],
  },
  {
    id: 'trinkverhalten',
    question: 'Wie würdest du deinen Alkoholkonsum vor dem Vorfall beschreiben?',
    options: [
      { value: 'selten', label: 'Selten, nur zu besonderen Anlässen', hypothesisType: 'A4', weight: 2 },
      {
        value: 'wochenende',
        label: 'Regelmäßig, zum Beispiel am Wochenende',
        hypothesisType: 'A3',
        weight: 2,
      },
      { value: 'taeglich', label: 'Fast täglich oder täglich', hypothesisType: 'A2', weight: 3 },
      {
        value: 'kontrollverlust',
        label: 'Ich konnte oft nicht aufhören, wenn ich einmal angefangen hatte',
        hypothesisType: 'A1',
        weight: 3,
      },
    ],
  },
  {
    id: 'drogenkonsum',
    question: 'Hast du in den letzten Jahren Drogen konsumiert?',
    options: [
      { value: 'nie', label: 'Nein, nie', hypothesisType: 'A4', weight: 0 },
      { value: 'gelegentlich', label: 'Einmal oder sehr selten', hypothesisType: 'D3', weight: 2 },
      { value: 'regelmaessig', label: 'Regelmäßig, zum Beispiel Cannabis', hypothesisType: 'D2', weight: 3 },
      { value: 'harte-drogen', label: 'Harte Drogen oder Mischkonsum', hypothesisType: 'D1', weight: 3 },
    ],
  },
  {
    id: 'verkehrsverstoesse',
    question: 'Wie oft bist du im Straßenverkehr schon aufgefallen?',
    options: [
      { value: 'einmal', label: 'Das war das erste Mal', hypothesisType: 'V', weight: 0 },
      { value: 'zweimal', label: 'Zweimal', hypothesisType: 'V', weight: 1 },
      { value: 'mehrfach', label: 'Mehrfach', hypothesisType: 'V', weight: 2 },
      { value: 'sehr-oft', label: 'Sehr oft, auch ohne Alkohol oder Drogen', hypothesisType: 'V', weight: 3 },
    ],
  },
];

const NO_DIAGNOSIS = 'Diese Einschätzung ersetzt keine Begutachtung und keine Beratung.';

/** Description and recommendations per type (our wording, see the file comment). */
export const SELF_ASSESSMENT_RESULTS: Readonly<
  Record<SelfAssessmentType, { description: string; recommendations: readonly string[] }>
> = {
  A1: {
    description: `Deine Antworten deuten auf eine mögliche Alkoholabhängigkeit hin (Hypothese A1). ${NO_DIAGNOSIS}`,
    recommendations: [
      'Plane mindestens 12 Monate nachgewiesene Abstinenz ein.',
      'Hol dir fachliche Hilfe, zum Beispiel bei einer Suchtberatung.',
      'Setz dich ehrlich mit deiner Trinkgeschichte auseinander.',
    ],
  },
  A2: {
    description: `Deine Antworten deuten auf einen missbräuchlichen Alkoholkonsum hin (Hypothese A2). ${NO_DIAGNOSIS}`,
    recommendations: [
      'Rechne mit 6 bis 12 Monaten Abstinenz und entsprechenden Nachweisen.',
      'Arbeite heraus, warum du getrunken hast und was du heute anders machst.',
    ],
  },
  A3: {
    description: `Deine Antworten deuten auf einen riskanten Alkoholkonsum ohne Hinweise auf Abhängigkeit hin (Hypothese A3). ${NO_DIAGNOSIS}`,
    recommendations: [
      'Überlege dir, ob du auf Alkohol verzichtest oder kontrolliert trinkst, und begründe es.',
      'Freiwillige Abstinenznachweise über 3 bis 6 Monate können dir helfen.',
    ],
  },
  A4: {
    description: `Aus deinen Antworten ergibt sich kein deutlicher Schwerpunkt; das Risiko wirkt eher gering. ${NO_DIAGNOSIS}`,
    recommendations: [
      'Mach dir klar, wie es zu deinem Vorfall kam und was du daraus gelernt hast.',
      'Informiere dich über den Ablauf der MPU und bereite dich auf das Gespräch vor.',
    ],
  },
  D1: {
    description: `Deine Antworten deuten auf einen schweren Drogenkonsum oder eine mögliche Abhängigkeit hin (Hypothese D1). ${NO_DIAGNOSIS}`,
    recommendations: [
      'Plane mindestens 12 Monate nachgewiesene Drogenabstinenz ein, bei harten Drogen eher 15 Monate.',
      'Hol dir fachliche Hilfe, zum Beispiel bei einer Drogenberatung.',
    ],
  },
  D2: {
    description: `Deine Antworten deuten auf einen regelmäßigen Drogenkonsum hin (Hypothese D2). ${NO_DIAGNOSIS}`,
    recommendations: [
      'Rechne mit 6 bis 12 Monaten nachgewiesener Abstinenz.',
      'Arbeite heraus, welche Rolle der Konsum in deinem Alltag gespielt hat.',
    ],
  },
  D3: {
    description: `Deine Antworten deuten auf einen gelegentlichen Drogenkonsum hin (Hypothese D3). ${NO_DIAGNOSIS}`,
    recommendations: [
      'Zeig, dass du Konsum und Fahren sicher trennst oder ganz verzichtest.',
      'Abstinenznachweise über 3 bis 6 Monate stärken deine Position.',
    ],
  },
  V: {
    description: `Bei dir stehen Verkehrsverstöße ohne Alkohol oder Drogen im Vordergrund. ${NO_DIAGNOSIS}`,
    recommendations: [
      'Setz dich mit deinem Fahrverhalten und den Gründen für die Verstöße auseinander.',
      'Zeig konkrete Veränderungen, zum Beispiel bei Zeitdruck, Ärger oder Risikobereitschaft.',
    ],
  },
  E: {
    description: `Bei dir stehen andere Zweifel an der Fahreignung im Vordergrund, zum Beispiel Straftaten außerhalb des Straßenverkehrs. ${NO_DIAGNOSIS}`,
    recommendations: [
      'Lass dich individuell beraten, welche Fragen in deiner MPU im Mittelpunkt stehen.',
      'Arbeite an deinem Umgang mit Konflikten und Regeln.',
    ],
  },
};

function emptyScores(): SelfAssessmentScores {
  return Object.fromEntries(SELF_ASSESSMENT_TYPES.map((type) => [type, 0])) as SelfAssessmentScores;
}

/** Spec 2 §5: the sum of the weights per type (weights clamped to 0–3; non-finite weights count as 0). */
export function scoreSelfAssessment(answers: readonly SelfAssessmentAnswer[]): SelfAssessmentScores {
  const scores = emptyScores();
  for (const { hypothesisType, weight } of answers) {
    if (!(hypothesisType in scores) || !Number.isFinite(weight)) continue;
    scores[hypothesisType] += Math.min(SELF_ASSESSMENT_MAX_WEIGHT, Math.max(0, weight));
  }
  return scores;
}

/** Spec 2 §5: the highest total wins; ties go to the first type in order; no positive total → A4. */
export function winningType(scores: SelfAssessmentScores): SelfAssessmentType {
  let best: SelfAssessmentType = SELF_ASSESSMENT_DEFAULT_TYPE;
  let bestScore = 0;
  for (const type of SELF_ASSESSMENT_TYPES) {
    if (scores[type] > bestScore) {
      best = type;
      bestScore = scores[type];
    }
  }
  return best;
}

/** The chosen options of a selection (question id → option value); unknown ids and values are skipped. */
export function selectedAnswers(selection: Readonly<Record<string, string>>): SelfAssessmentAnswer[] {
  return SELF_ASSESSMENT_QUESTIONS.flatMap((question) => {
    const option = question.options.find((o) => o.value === selection[question.id]);
    return option
      ? [{ value: option.value, hypothesisType: option.hypothesisType, weight: option.weight }]
      : [];
  });
}

export function evaluateSelfAssessment(answers: readonly SelfAssessmentAnswer[]): SelfAssessmentResult {
  const scores = scoreSelfAssessment(answers);
  const type = winningType(scores);
  return { type, ...SELF_ASSESSMENT_RESULTS[type], scores };
}
