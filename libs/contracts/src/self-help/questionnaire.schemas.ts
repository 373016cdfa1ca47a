import * as z from 'zod/mini';
import { isUuid } from '../common/ids';
import { SELF_HELP_MESSAGES as M } from './self-help.messages';

/** Spec 2 §3 caseType values. */
export const CASE_TYPE_VALUES = [
  'alkohol',
  'drogen',
  'verkehr',
  'alkohol-drogen',
  'beides',
  'alkohol-verkehr',
  'drogen-verkehr',
  'kombiniert',
] as const;
export type CaseTypeValue = (typeof CASE_TYPE_VALUES)[number];

export const QUESTIONNAIRE_LIMITS = { answerMax: 2000, answersMax: 30 } as const;

/**
 * POST /api/questionnaire — spec 2 §7: `{ answers: { [questionId]: string } }`. This is the shape only;
 * feedback-service checks the answers against the questions with the same rules as the web form
 * (`validateQuestionnaire` in libs/domain). A client-sent `userId` is ignored.
 */
export const questionnaireBodySchema = z.object({
  userId: z.optional(z.unknown()),
  answers: z
    .record(
      z.string(),
      z
        .string({ error: M.answersInvalid })
        .check(z.maxLength(QUESTIONNAIRE_LIMITS.answerMax, M.answerTooLong)),
      {
        error: M.answersRequired,
      },
    )
    .check(
      z.refine((answers) => Object.keys(answers).length <= QUESTIONNAIRE_LIMITS.answersMax, M.answersInvalid),
    ),
});
export type QuestionnaireBody = z.output<typeof questionnaireBodySchema>;

export const questionnaireIdSchema = z
  .string({ error: M.invalidQuestionnaireId })
  .check(z.refine(isUuid, M.invalidQuestionnaireId));
