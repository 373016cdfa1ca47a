import { Controller } from '@nestjs/common';
import {
  SUBJECTS,
  type QuestionnaireGetRequest,
  type QuestionnaireRecordDto,
  type QuestionnaireUserRequest,
  type SubmitQuestionnaireRequest,
} from '@mpu/contracts';
import { Handles } from '@mpu/server-kit/service';
import { QuestionnairesService } from './services/questionnaires.service';

@Controller()
export class QuestionnairesController {
  constructor(private readonly questionnaires: QuestionnairesService) {}

  @Handles(SUBJECTS.feedback.submitQuestionnaire)
  submit(payload: SubmitQuestionnaireRequest): Promise<QuestionnaireRecordDto> {
    return this.questionnaires.submit(payload);
  }

  @Handles(SUBJECTS.feedback.listQuestionnaires)
  list(payload: QuestionnaireUserRequest): Promise<QuestionnaireRecordDto[]> {
    return this.questionnaires.list(payload);
  }

  @Handles(SUBJECTS.feedback.getQuestionnaire)
  get(payload: QuestionnaireGetRequest): Promise<QuestionnaireRecordDto> {
    return this.questionnaires.get(payload);
  }
}
