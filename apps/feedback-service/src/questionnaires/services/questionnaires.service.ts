import { Injectable } from '@nestjs/common';
import {
  SELF_HELP_MESSAGES,
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
import { invalidInput } from '@mpu/server-kit/service';
import { FeedbackException, FeedbackExceptionCode } from '../../common/feedback.exception';
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

@Injectable()
export class QuestionnairesService {
  constructor(private readonly questionnaires: QuestionnairesRepository) {}

  /**
   * Checks the answers with the web form's own rules (`validateQuestionnaire`): unknown question ids, a
   * missing or malformed answer to a question that is shown → 400 with that question's German message.
   * Answers to questions the conditions hide are dropped, as the form drops them.
   */
  async submit(request: SubmitQuestionnaireRequest): Promise<QuestionnaireRecordDto> {
    const { userId, username, answers } = request;
    const [firstError] = validateQuestionnaire(answers);
    if (firstError) throw invalidInput(describeError(firstError, answers));
    const submission = buildQuestionnaireSubmission(answers);
    return this.questionnaires.insert({ userId, username, ...submission }, request.idempotencyKey ?? null);
  }

  list({ userId }: QuestionnaireUserRequest): Promise<QuestionnaireRecordDto[]> {
    return this.questionnaires.listOfUser(userId);
  }

  /** Another user's questionnaire and an unknown id look the same: 404. */
  async get({ userId, questionnaireId }: QuestionnaireGetRequest): Promise<QuestionnaireRecordDto> {
    const record = await this.questionnaires.findOfUser(userId, questionnaireId);
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
