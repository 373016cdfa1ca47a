import { Injectable } from '@nestjs/common';
import {
  COMMON_MESSAGES,
  SELF_HELP_MESSAGES,
  questionnaireBodySchema,
  questionnaireIdSchema,
  type QuestionnaireGetRequest,
  type QuestionnaireRecordDto,
  type QuestionnaireUserRequest,
  type SubmitQuestionnaireRequest,
} from '@mpu/contracts';
import {
  buildQuestionnaireSubmission,
  shownQuestions,
  validateQuestionnaire,
  type QuestionnaireAnswers,
  type QuestionnaireError,
} from '@mpu/domain';
import { FeedbackException, FeedbackExceptionCode, invalidInput } from '../../common/feedback.exception';
import { optionalIdempotencyKey } from '@mpu/server-kit/service';
import { parseOrThrow, requireUserId, type Payload } from '../../common/validate-payload.util';
import { QuestionnairesRepository } from '../repositories/questionnaires.repository';

/**
 * 'Frage 4: Bitte gib eine Zahl ein' — the form's message with the number the user saw: the position among the
 * questions shown for these answers (the conditions hide some).
 */
function describeError(error: QuestionnaireError, answers: QuestionnaireAnswers): string {
  const position = shownQuestions(answers).findIndex((question) => question.id === error.questionId);
  if (position < 0) return `${error.message}: ${error.questionId.slice(0, 40)}`;
  return `Frage ${position + 1}: ${error.message}`;
}

const USERNAME_MAX = 254;

@Injectable()
export class QuestionnairesService {
  constructor(private readonly questionnaires: QuestionnairesRepository) {}

  /**
   * Checks the answers with the web form's own rules (`validateQuestionnaire`): unknown question ids, a
   * missing or malformed answer to a question that is shown → 400 with that question's German message.
   * Answers to questions the conditions hide are dropped, as the form drops them.
   */
  async submit(payload: Payload<SubmitQuestionnaireRequest>): Promise<QuestionnaireRecordDto> {
    const userId = requireUserId(payload);
    const username = payload?.username;
    if (typeof username !== 'string' || username.length === 0 || username.length > USERNAME_MAX) {
      throw invalidInput(COMMON_MESSAGES.invalidInput);
    }
    const { answers } = parseOrThrow(questionnaireBodySchema, { answers: payload?.answers });
    const [firstError] = validateQuestionnaire(answers);
    if (firstError) throw invalidInput(describeError(firstError, answers));
    const submission = buildQuestionnaireSubmission(answers);
    const idempotencyKey = optionalIdempotencyKey(payload);
    return this.questionnaires.insert({ userId, username, ...submission }, idempotencyKey);
  }

  list(payload: Payload<QuestionnaireUserRequest>): Promise<QuestionnaireRecordDto[]> {
    return this.questionnaires.listOfUser(requireUserId(payload));
  }

  /** Another user's questionnaire and an unknown id look the same: 404. */
  async get(payload: Payload<QuestionnaireGetRequest>): Promise<QuestionnaireRecordDto> {
    const userId = requireUserId(payload);
    const id = parseOrThrow(questionnaireIdSchema, payload?.questionnaireId);
    const record = await this.questionnaires.findOfUser(userId, id);
    if (!record) {
      throw new FeedbackException(
        FeedbackExceptionCode.QUESTIONNAIRE_NOT_FOUND,
        404,
        SELF_HELP_MESSAGES.questionnaireNotFound,
      );
    }
    return record;
  }
}
