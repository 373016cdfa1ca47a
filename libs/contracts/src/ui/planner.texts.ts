/** Texts of the abstinence-proof planner /abstinenztest (spec 2 §2). */
export const PLANNER_TEXTS = {
  title: 'Abstinenznachweis Planung',
} as const;
