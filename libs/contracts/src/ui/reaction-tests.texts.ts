/** Texts of the reaction tests (spec 2 §2/§8). */
export const REACTION_TEST_TEXTS = {
  pickerTitle: 'Reaktionstests',
} as const;
