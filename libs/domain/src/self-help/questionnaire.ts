import { CASE_TYPE_VALUES, type CaseTypeValue } from '@mpu/contracts';
import { MPU_REASON } from './shared-wording';
/**
 * Onboarding questionnaire "Starte deine Vorbereitung" (spec 2 §2, §3, §4, §5, §8, §9): 14 questions, five
 * conditions, next/back skipping, validation messages and the fields of the submitted record.
 *
 * Given by spec 2 and used verbatim: the question types, the five conditions (Q4 if Q3 = ja, Q6 if Q5 = ja,
 * Q11 if Q10 = nein, Q12 and Q13 if Q11 = ja) and what Q4, Q6, Q11, Q12 and Q13 ask, the answer values
 * "ja"/"nein", the validation messages, the caseType values and the §8 toast texts.
 *
 * Decisions where spec 2 is silent:
 * - Question ids are "q1" … "q14". All question texts and options are ours, in German with "du".
 * - Q1 (reason for the MPU, multiple choice: alkohol, drogen, beides = alcohol and drugs, verkehr), Q2 (other
 *   traffic offences, yes/no), Q3 (alcohol involved, yes/no), Q5 (drugs involved, yes/no), Q7 (when the
 *   licence was withdrawn, text), Q8 (consumption today, multiple choice), Q9 (abstinence proof already,
 *   yes/no), Q10 (first attempt to regain the licence, yes/no), Q14 (wanted support, checkbox).
 *   Q4 is a number (per mille), Q6 a multiple select, Q11 and Q12 yes/no, Q13 a multiple choice.
 * - Multiple-choice answers store the option value (kebab-case ASCII); `answerLabel` gives the German label.
 * - Checkbox and multiple-select answers store the chosen option values in option order, joined with ", ".
 *   They are optional; an unknown value in them gets "Bitte wähle eine Option aus".
 * - A valid number is a non-negative decimal with a point or a German comma ("1,3"); anything else (also
 *   "2 Gläser", which `parseNumber` would read as 2) gets "Bitte gib eine gültige Zahl ein".
 * - A question is shown only if its prerequisite question is itself shown and answered with the condition's
 *   answer, so a hidden Q11 also hides Q12 and Q13 whatever was answered there earlier.
 * - The submitted answers keep only shown questions with a non-empty answer (stale answers of hidden questions
 *   are dropped); an answer to an unknown question id makes the answers invalid ("Unbekannte Frage").
 * - hasAbstinenceProof = Q9 is "ja"; hasCompletedMpuBefore = Q11 is shown and "ja".
 * - caseType: alcohol = Q1 alkohol/beides or Q3 ja; drugs = Q1 drogen/beides or Q5 ja; traffic = Q1 verkehr or
 *   Q2 ja. All three → kombiniert; Q1 "beides" without traffic → beides (the user's own choice); alcohol and
 *   drugs otherwise → alkohol-drogen; alcohol and traffic → alkohol-verkehr; drugs and traffic →
 *   drogen-verkehr; one of them alone → alkohol, drogen or verkehr; none (no valid Q1) → null.
 */

export type QuestionType = 'text' | 'number' | 'multiple_choice' | 'checkbox' | 'multiple_select' | 'yes_no';

export interface QuestionOption {
  value: string;
  label: string;
}

/** Spec 2 §3: the question is shown only if question `question_id` was answered with `answer`. */
export interface QuestionCondition {
  question_id: string;
  answer: string;
}

/** Spec 2 §3 questionnaire question. */
export interface QuestionnaireQuestion {
  id: string;
  question: string;
  type: QuestionType;
  options?: readonly QuestionOption[];
  condition?: QuestionCondition;
}

/** Spec 2 §3: question id → answer. */
export type QuestionnaireAnswers = Readonly<Record<string, string>>;

/** Spec 2 §3 caseType values (declared once in the contracts, which the stored record uses). */
export const CASE_TYPES = CASE_TYPE_VALUES;
export type CaseType = CaseTypeValue;

export const YES_ANSWER = 'ja';
export const NO_ANSWER = 'nein';
export const MULTI_ANSWER_SEPARATOR = ', ';

const YES_NO_OPTIONS: readonly QuestionOption[] = [
  { value: YES_ANSWER, label: 'Ja' },
  { value: NO_ANSWER, label: 'Nein' },
];

/** Spec 2 §5 validation messages. */
export const QUESTIONNAIRE_VALIDATION_MESSAGES = {
  textRequired: 'Bitte beantworte diese Frage',
  numberRequired: 'Bitte gib eine Zahl ein',
  numberInvalid: 'Bitte gib eine gültige Zahl ein',
  optionRequired: 'Bitte wähle eine Option aus',
  yesNoRequired: 'Bitte wähle Ja oder Nein',
  unknownQuestion: 'Unbekannte Frage',
} as const;

/** The 14 questions (spec 2 §9), with the five conditions of spec 2 §4. */
export const QUESTIONNAIRE_QUESTIONS: readonly QuestionnaireQuestion[] = [
  {
    id: 'q1',
    question: MPU_REASON.question,
    type: 'multiple_choice',
    options: [
      { value: 'alkohol', label: 'Wegen Alkohol' },
      { value: 'drogen', label: MPU_REASON.drugs },
      { value: 'beides', label: 'Wegen Alkohol und Drogen' },
      { value: 'verkehr', label: 'Wegen Verkehrsverstößen oder Punkten' },
    ],
  },
  {
    id: 'q2',
    question: 'Gab es außerdem Verkehrsverstöße ohne Alkohol oder Drogen, zum Beispiel Punkte in Flensburg?',
    type: 'yes_no',
    options: YES_NO_OPTIONS,
  },
  {
    id: 'q3',
    question: 'Hattest du bei deiner Auffälligkeit Alkohol getrunken?',
    type: 'yes_no',
    options: YES_NO_OPTIONS,
  },
  {
    id: 'q4',
    question: 'Wie viel Promille hattest du dabei (zum Beispiel 1,3)?',
    type: 'number',
    condition: { question_id: 'q3', answer: YES_ANSWER },
  },
  {
    id: 'q5',
    question: 'Hattest du bei deiner Auffälligkeit Drogen oder Medikamente genommen?',
    type: 'yes_no',
    options: YES_NO_OPTIONS,
  },
  {
    id: 'q6',
    question: 'Welche Substanzen waren im Spiel?',
    type: 'multiple_select',
    options: [
      { value: 'cannabis', label: 'Cannabis' },
      { value: 'amphetamine', label: 'Amphetamine (Speed)' },
      { value: 'kokain', label: 'Kokain' },
      { value: 'ecstasy', label: 'Ecstasy / MDMA' },
      { value: 'opiate', label: 'Opiate (zum Beispiel Heroin)' },
      { value: 'medikamente', label: 'Medikamente' },
      { value: 'andere', label: 'Andere' },
    ],
    condition: { question_id: 'q5', answer: YES_ANSWER },
  },
  {
    id: 'q7',
    question: 'Wann wurde dir der Führerschein entzogen (Monat und Jahr)?',
    type: 'text',
  },
  {
    id: 'q8',
    question: 'Wie sieht dein Konsum heute aus?',
    type: 'multiple_choice',
    options: [
      { value: 'abstinent', label: 'Ich lebe abstinent' },
      { value: 'reduziert', label: 'Ich konsumiere deutlich weniger als früher' },
      { value: 'unveraendert', label: 'Mein Konsum ist unverändert' },
      { value: 'kein-konsum', label: 'Ich habe nie regelmäßig konsumiert' },
    ],
  },
  {
    id: 'q9',
    question: 'Hast du bereits Abstinenznachweise (Urinscreening oder Haaranalyse)?',
    type: 'yes_no',
    options: YES_NO_OPTIONS,
  },
  {
    id: 'q10',
    question: 'Ist das dein erster Anlauf, deinen Führerschein zurückzubekommen?',
    type: 'yes_no',
    options: YES_NO_OPTIONS,
  },
  {
    id: 'q11',
    question: 'Hast du schon einmal an einer MPU teilgenommen?',
    type: 'yes_no',
    options: YES_NO_OPTIONS,
    condition: { question_id: 'q10', answer: NO_ANSWER },
  },
  {
    id: 'q12',
    question: 'Ist deine letzte MPU negativ ausgefallen?',
    type: 'yes_no',
    options: YES_NO_OPTIONS,
    condition: { question_id: 'q11', answer: YES_ANSWER },
  },
  {
    id: 'q13',
    question: 'Wann war deine letzte MPU?',
    type: 'multiple_choice',
    options: [
      { value: 'unter-6-monate', label: 'Vor weniger als 6 Monaten' },
      { value: '6-bis-12-monate', label: 'Vor 6 bis 12 Monaten' },
      { value: 'ueber-12-monate', label: 'Vor mehr als 12 Monaten' },
    ],
    condition: { question_id: 'q11', answer: YES_ANSWER },
  },
  {
    id: 'q14',
    question: 'Wobei wünschst du dir Unterstützung?',
    type: 'checkbox',
    options: [
      { value: 'gespraech', label: 'Vorbereitung auf das psychologische Gespräch' },
      { value: 'nachweise', label: 'Abstinenznachweise planen' },
      { value: 'leistungstests', label: 'Reaktionstests üben' },
      { value: 'hypothese', label: 'Meine Hypothese verstehen' },
      { value: 'ablauf', label: 'Ablauf und Kosten der MPU' },
    ],
  },
];

/** Spec 2 §4: intro at index 0, questions at 1–14, summary after the last question. */
export const QUESTIONNAIRE_INTRO_INDEX = 0;
export const QUESTIONNAIRE_SUMMARY_INDEX = QUESTIONNAIRE_QUESTIONS.length + 1;

const QUESTIONS_BY_ID: ReadonlyMap<string, QuestionnaireQuestion> = new Map(
  QUESTIONNAIRE_QUESTIONS.map((q) => [q.id, q]),
);

export function questionById(id: string): QuestionnaireQuestion | undefined {
  return QUESTIONS_BY_ID.get(id);
}

/** The question at a flow index (1–14), or undefined for the intro and the summary. */
export function questionAt(index: number): QuestionnaireQuestion | undefined {
  return QUESTIONNAIRE_QUESTIONS[index - 1];
}

const isMulti = (type: QuestionType) => type === 'checkbox' || type === 'multiple_select';

/** Spec 2 §4: shown without a condition, or when the (shown) prerequisite has the condition's answer. */
export function isQuestionShown(question: QuestionnaireQuestion, answers: QuestionnaireAnswers): boolean {
  const { condition } = question;
  if (!condition) return true;
  const prerequisite = QUESTIONS_BY_ID.get(condition.question_id);
  if (!prerequisite || !isQuestionShown(prerequisite, answers)) return false;
  return answers[condition.question_id] === condition.answer;
}

export function shownQuestions(answers: QuestionnaireAnswers): QuestionnaireQuestion[] {
  return QUESTIONNAIRE_QUESTIONS.filter((q) => isQuestionShown(q, answers));
}

/** Spec 2 §4 "Weiter": the next shown question after `index`, or the summary. */
export function nextIndex(index: number, answers: QuestionnaireAnswers): number {
  for (let i = Math.max(index + 1, 1); i <= QUESTIONNAIRE_QUESTIONS.length; i += 1) {
    if (isQuestionShown(QUESTIONNAIRE_QUESTIONS[i - 1], answers)) return i;
  }
  return QUESTIONNAIRE_SUMMARY_INDEX;
}

/** Spec 2 §4 "Zurück": the previous shown question before `index`, or the intro. */
export function previousIndex(index: number, answers: QuestionnaireAnswers): number {
  for (let i = Math.min(index - 1, QUESTIONNAIRE_QUESTIONS.length); i >= 1; i -= 1) {
    if (isQuestionShown(QUESTIONNAIRE_QUESTIONS[i - 1], answers)) return i;
  }
  return QUESTIONNAIRE_INTRO_INDEX;
}

/** The values of a checkbox / multiple-select answer ("a, b" → ["a", "b"]). */
export function splitMultiAnswer(answer: string | undefined): string[] {
  return (answer ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value.length > 0);
}

/** Spec 2 §5: checkbox and multiple-select answers are stored comma-joined (option order, no duplicates). */
export function joinMultiAnswer(question: QuestionnaireQuestion, values: readonly string[]): string {
  const order = (question.options ?? []).map((o) => o.value);
  const rank = (value: string) => (order.includes(value) ? order.indexOf(value) : order.length);
  return [...new Set(values)].sort((a, b) => rank(a) - rank(b)).join(MULTI_ANSWER_SEPARATOR);
}

/** Ticks or unticks one option of a checkbox / multiple-select answer. */
export function toggleMultiAnswer(
  question: QuestionnaireQuestion,
  answer: string | undefined,
  value: string,
): string {
  const values = splitMultiAnswer(answer);
  return joinMultiAnswer(
    question,
    values.includes(value) ? values.filter((v) => v !== value) : [...values, value],
  );
}

const VALID_NUMBER = /^\d+(?:[.,]\d+)?$/;

/** Spec 2 §5: the German message for an invalid answer, or null when the answer is valid. */
export function validateAnswer(question: QuestionnaireQuestion, answer: string | undefined): string | null {
  const value = (answer ?? '').trim();
  const optionValues = (question.options ?? []).map((o) => o.value);
  const m = QUESTIONNAIRE_VALIDATION_MESSAGES;
  switch (question.type) {
    case 'text':
      return value ? null : m.textRequired;
    case 'number':
      if (!value) return m.numberRequired;
      return VALID_NUMBER.test(value) ? null : m.numberInvalid;
    case 'multiple_choice':
      return optionValues.includes(value) ? null : m.optionRequired;
    case 'yes_no':
      return value === YES_ANSWER || value === NO_ANSWER ? null : m.yesNoRequired;
    case 'checkbox':
    case 'multiple_select':
      return splitMultiAnswer(value).every((v) => optionValues.includes(v)) ? null : m.optionRequired;
  }
}

/** Spec 2 §5: "Weiter" needs a valid answer on a question; the intro always allows it. */
export function canGoNext(index: number, answers: QuestionnaireAnswers): boolean {
  const question = questionAt(index);
  if (!question) return index === QUESTIONNAIRE_INTRO_INDEX;
  return validateAnswer(question, answers[question.id]) === null;
}

/** The German label(s) of an answer for the summary; free text and numbers come back as typed. */
export function answerLabel(question: QuestionnaireQuestion, answer: string | undefined): string {
  const label = (value: string) => question.options?.find((o) => o.value === value)?.label ?? value;
  if (isMulti(question.type)) return splitMultiAnswer(answer).map(label).join(MULTI_ANSWER_SEPARATOR);
  return label((answer ?? '').trim());
}

/** The answers of shown questions only, trimmed, without empty ones and without unknown ids. */
export function submittedAnswers(answers: QuestionnaireAnswers): Record<string, string> {
  const result: Record<string, string> = {};
  for (const question of shownQuestions(answers)) {
    const raw = answers[question.id];
    const value = isMulti(question.type)
      ? joinMultiAnswer(question, splitMultiAnswer(raw))
      : (raw ?? '').trim();
    if (value) result[question.id] = value;
  }
  return result;
}

export interface QuestionnaireError {
  questionId: string;
  message: string;
}

/** All errors of a full answer map (unknown ids, then every shown question in order); empty when valid. */
export function validateQuestionnaire(answers: QuestionnaireAnswers): QuestionnaireError[] {
  const unknown = Object.keys(answers)
    .filter((id) => !QUESTIONS_BY_ID.has(id))
    .map((questionId) => ({ questionId, message: QUESTIONNAIRE_VALIDATION_MESSAGES.unknownQuestion }));
  const invalid = shownQuestions(answers).flatMap((question) => {
    const message = validateAnswer(question, answers[question.id]);
    return message ? [{ questionId: question.id, message }] : [];
  });
  return [...unknown, ...invalid];
}

/** caseType of the submitted record (rules in the file comment); null without any reason. */
export function deriveCaseType(answers: QuestionnaireAnswers): CaseType | null {
  const reason = answers['q1'];
  const shown = (id: string) => {
    const question = QUESTIONS_BY_ID.get(id);
    return question !== undefined && isQuestionShown(question, answers) ? answers[id] : undefined;
  };
  const alcohol = reason === 'alkohol' || reason === 'beides' || shown('q3') === YES_ANSWER;
  const drugs = reason === 'drogen' || reason === 'beides' || shown('q5') === YES_ANSWER;
  const traffic = reason === 'verkehr' || shown('q2') === YES_ANSWER;
  if (alcohol && drugs && traffic) return 'kombiniert';
  if (alcohol && drugs) return reason === 'beides' ? 'beides' : 'alkohol-drogen';
  if (alcohol && traffic) return 'alkohol-verkehr';
  if (drugs && traffic) return 'drogen-verkehr';
  if (alcohol) return 'alkohol';
  if (drugs) return 'drogen';
  if (traffic) return 'verkehr';
  return null;
}

/** Spec 2 §3 record fields derived from the answers (the service adds id, userId, username, completedAt). */
export interface QuestionnaireSubmission {
  caseType: CaseType | null;
  hasAbstinenceProof: boolean;
  hasCompletedMpuBefore: boolean;
  answers: Record<string, string>;
}

export function buildQuestionnaireSubmission(answers: QuestionnaireAnswers): QuestionnaireSubmission {
  const kept = submittedAnswers(answers);
  return {
    caseType: deriveCaseType(kept),
    hasAbstinenceProof: kept['q9'] === YES_ANSWER,
    hasCompletedMpuBefore: kept['q11'] === YES_ANSWER,
    answers: kept,
  };
}
