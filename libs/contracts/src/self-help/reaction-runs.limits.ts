// No zod here: the web's reaction tests read these limits without pulling the schemas into their chunks.
/**
 * A run is stored only whole: 36 line-tracking tasks (18 × 2), 60 TAPK-2 trials (20 × 3), 20 TAPK rounds
 * (spec 2 §9; a feedback-service spec checks that the generators agree). One answer counts at most 10 minutes (the web
 * caps longer pauses, e.g. a locked phone, before sending).
 */
export const REACTION_RUN_LENGTHS = { 'line-tracking': 36, tapk2: 60, tapk: 20 } as const;

export const REACTION_RUN_LIMITS = {
  timeMaxMs: 600_000,
  targetsMax: 50,
  clicksMax: 100,
} as const;
