/** Texts of the onboarding questionnaire /questionnaire (spec 2 §2/§8). */
export const QUESTIONNAIRE_TEXTS = {
  title: 'Starte deine Vorbereitung',
} as const;
