import { COMMON_TEXTS } from './common.texts';
import { PAGE_TITLES, SHARED_TEXTS } from './shared.texts';

/**
 * Texts of the onboarding questionnaire /questionnaire (spec 2 §1/§2/§8). See common.texts.ts. The questions,
 * their options and the validation messages come from libs/domain (self-help/questionnaire.ts): feedback-service
 * checks the answers with them.
 */
export const QUESTIONNAIRE_TEXTS = {
  title: PAGE_TITLES.questionnaire,
  intro: {
    lead: 'Ein paar kurze Fragen zu deiner Situation: Damit ordnen wir deinen Fall ein – zum Beispiel, ob es um Alkohol, Drogen oder beides geht – und können dich gezielter auf die MPU vorbereiten.',
    factsLabel: SHARED_TEXTS.goodToKnow,
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
  next: SHARED_TEXTS.next,
  back: SHARED_TEXTS.back,
  optionalHint: 'Optional – wähle alles aus, was passt, oder lass die Frage leer.',
  summary: {
    title: 'Deine Antworten',
    lead: 'Bitte prüfe deine Antworten. Du kannst jede Antwort noch ändern, bevor du den Fragebogen absendest.',
    edit: 'Bearbeiten',
    noAnswer: 'Keine Angabe',
    submit: 'Absenden',
    doneText: 'Danke! Deine Antworten sind gespeichert.',
    toHome: COMMON_TEXTS.toHome,
  },
  /** Spec 2 §4/§8: the heading after sending and the submit toasts. */
  submit: {
    completed: 'Fragebogen abgeschlossen!',
    successTitle: 'Fragebogen abgeschlossen',
    successDescription: 'Vielen Dank für deine Antworten!',
    errorTitle: 'Fehler beim Absenden',
    errorRetry: 'Bitte versuche es später erneut.',
    errorFallback: 'Fehler beim Absenden des Fragebogens',
    notLoggedInTitle: 'Nicht eingeloggt',
    notLoggedInDescription: 'Bitte logge dich ein, um den Fragebogen abzusenden.',
  },
} as const;
