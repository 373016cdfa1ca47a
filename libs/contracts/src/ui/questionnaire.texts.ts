/**
 * Texts of the onboarding questionnaire /questionnaire (spec 2 §1/§2/§8). See common.texts.ts. The questions,
 * their options, the validation messages and the submit toasts come from libs/domain (self-help/questionnaire.ts).
 */
export const QUESTIONNAIRE_TEXTS = {
  title: 'Starte deine Vorbereitung',
  intro: {
    lead: 'Ein paar kurze Fragen zu deiner Situation: Damit ordnen wir deinen Fall ein – zum Beispiel, ob es um Alkohol, Drogen oder beides geht – und können dich gezielter auf die MPU vorbereiten.',
    factsLabel: 'Gut zu wissen',
    duration: 'Dauer: etwa 3 bis 5 Minuten, je nach deinen Antworten 9 bis 14 Fragen.',
    confidential:
      'Vertraulich: Deine Antworten werden in deinem Konto gespeichert und nicht an Dritte weitergegeben.',
    resume: 'Du kannst jederzeit zurückgehen; deine Antworten bleiben bis zum Absenden erhalten.',
    /** Spec 2 §1 scope note. */
    scopeTitle: 'Hinweis',
    scope: 'Die Unterstützung gibt es derzeit nur für Alkohol- und Drogendelikte.',
    start: "Los geht's",
  },
  /**
   * "Frage X von Y": Y counts the questions shown with the answers so far (9 without any follow-up question,
   * up to 14), X is the position of the current question among them.
   */
  progress: (position: number, total: number) => `Frage ${position} von ${total}`,
  next: 'Weiter',
  back: 'Zurück',
  optionalHint: 'Optional – wähle alles aus, was passt, oder lass die Frage leer.',
  summary: {
    title: 'Deine Antworten',
    lead: 'Bitte prüfe deine Antworten. Du kannst jede Antwort noch ändern, bevor du den Fragebogen absendest.',
    edit: 'Bearbeiten',
    noAnswer: 'Keine Angabe',
    submit: 'Absenden',
    doneText: 'Danke! Deine Antworten sind gespeichert.',
    toHome: 'Zur Startseite',
  },
} as const;
