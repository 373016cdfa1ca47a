import * as z from 'zod/mini';
import { REACTION_RUN_LENGTHS, REACTION_RUN_LIMITS } from './reaction-runs.limits';
import { SELF_HELP_MESSAGES as M } from './self-help.messages';

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

const answers = (length: number) =>
  z.array(answer, { error: M.runInvalid }).check(z.length(length, M.runIncomplete));

/** POST /api/reaction-tests/runs — the answers of one whole run; the service scores them. */
export const reactionRunBodySchema = z.discriminatedUnion(
  'test',
  [
    z.object({
      test: z.literal('line-tracking'),
      answers: answers(REACTION_RUN_LENGTHS['line-tracking']),
    }),
    z.object({ test: z.literal('tapk2'), answers: answers(REACTION_RUN_LENGTHS.tapk2) }),
    z.object({
      test: z.literal('tapk'),
      rounds: z
        .array(round, { error: M.runInvalid })
        .check(z.length(REACTION_RUN_LENGTHS.tapk, M.runIncomplete)),
    }),
  ],
  { error: M.runUnknownTest },
);
export type ReactionRunBody = z.output<typeof reactionRunBodySchema>;
