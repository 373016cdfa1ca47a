/** German messages of feedback-service's self-help records (questionnaire, planner, reaction-test runs). */
export const SELF_HELP_MESSAGES = {
  answersRequired: 'Bitte sende die Antworten des Fragebogens mit.',
  answersInvalid: 'Die Antworten des Fragebogens sind ungültig.',
  answerTooLong: 'Eine Antwort ist zu lang.',
  questionnaireNotFound: 'Fragebogen nicht gefunden.',
  invalidQuestionnaireId: 'Ungültige Fragebogen-ID.',
  planInvalid: 'Der Plan ist ungültig.',
  planMethodsRequired: 'Bitte wähle mindestens eine Testmethode.',
  planDateInvalid: 'Bitte gib ein gültiges Datum an (JJJJ-MM-TT).',
  planTooManyAppointments: 'Der Plan hat zu viele Termine.',
  planDuplicateAppointment: 'Jeder Termin darf nur einmal vorkommen.',
  planMethodMismatch: 'Der Plan enthält Termine einer Testmethode, die nicht gewählt ist.',
  runInvalid: 'Das Testergebnis ist ungültig.',
  runUnknownTest: 'Unbekannter Reaktionstest.',
  runIncomplete: 'Ein Testergebnis muss alle Aufgaben des Tests enthalten.',
} as const;
