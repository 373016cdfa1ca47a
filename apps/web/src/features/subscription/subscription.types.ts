/** Tier a gated route names (spec 3 §2.1); the check itself only uses the active flag. */
export type RequiredTier = 'basic' | 'premium';
