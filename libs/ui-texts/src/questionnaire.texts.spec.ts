import { QUESTIONNAIRE_TEXTS } from './questionnaire.texts';

describe('questionnaire texts', () => {
  it('keeps the spec 2 §4/§8 summary and toast texts', () => {
    expect(QUESTIONNAIRE_TEXTS.submit).toEqual({
      completed: 'Fragebogen abgeschlossen!',
      successTitle: 'Fragebogen abgeschlossen',
      successDescription: 'Vielen Dank für deine Antworten!',
      errorTitle: 'Fehler beim Absenden',
      errorRetry: 'Bitte versuche es später erneut.',
      errorFallback: 'Fehler beim Absenden des Fragebogens',
      notLoggedInTitle: 'Nicht eingeloggt',
      notLoggedInDescription: 'Bitte logge dich ein, um den Fragebogen abzusenden.',
    });
  });
});
