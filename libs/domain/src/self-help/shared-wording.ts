/** Wording the onboarding questionnaire and the self-assessment share word for word: their first question. */
export const MPU_REASON = {
  question: 'Weshalb musst du zur MPU?',
  drugs: 'Wegen Drogen oder Medikamenten',
} as const;
