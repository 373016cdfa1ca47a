/**
 * Writes per user and minute. A person fills in the questionnaire once; a planner save follows every tap or
 * drag, a reaction-test run takes minutes — the limits stop scripts, never a person.
 */
export const SELF_HELP_RATE_LIMITS = {
  questionnaireSubmits: 10,
  plannerSaves: 120,
  reactionRuns: 30,
} as const;
