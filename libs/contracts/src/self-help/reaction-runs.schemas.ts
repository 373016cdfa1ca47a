import * as z from 'zod/mini';
import { SELF_HELP_MESSAGES as M } from './self-help.messages';

/** Longest run: TAPK-2 with 60 trials; one answer may take at most 10 minutes. */
export const REACTION_RUN_LIMITS = {
  answersMax: 60,
  roundsMax: 20,
  timeMaxMs: 600_000,
  targetsMax: 50,
  clicksMax: 100,
} as const;

const time = z
  .number({ error: M.runInvalid })
  .check(z.gte(0, M.runInvalid), z.lte(REACTION_RUN_LIMITS.timeMaxMs, M.runInvalid));
const count = (max: number) =>
  z.int({ error: M.runInvalid }).check(z.gte(0, M.runInvalid), z.lte(max, M.runInvalid));

const answer = z.object({ correct: z.boolean({ error: M.runInvalid }), time });
const round = z
  .object({
    targetsTotal: count(REACTION_RUN_LIMITS.targetsMax),
    targetsFound: count(REACTION_RUN_LIMITS.targetsMax),
    wrongClicks: count(REACTION_RUN_LIMITS.clicksMax),
    time,
  })
  .check(z.refine((r) => r.targetsTotal >= 1 && r.targetsFound <= r.targetsTotal, M.runInvalid));

/** POST /api/reaction-tests/runs */
export const reactionRunBodySchema = z.discriminatedUnion(
  'test',
  [
    z.object({
      test: z.enum(['line-tracking', 'tapk2'], { error: M.runUnknownTest }),
      answers: z
        .array(answer, { error: M.runInvalid })
        .check(
          z.minLength(1, M.runInvalid),
          z.maxLength(REACTION_RUN_LIMITS.answersMax, M.runTooManyAnswers),
        ),
    }),
    z.object({
      test: z.literal('tapk', { error: M.runUnknownTest }),
      rounds: z
        .array(round, { error: M.runInvalid })
        .check(z.minLength(1, M.runInvalid), z.maxLength(REACTION_RUN_LIMITS.roundsMax, M.runTooManyAnswers)),
    }),
  ],
  { error: M.runUnknownTest },
);
export type ReactionRunBody = z.output<typeof reactionRunBodySchema>;
