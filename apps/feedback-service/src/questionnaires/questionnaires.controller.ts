import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS } from '@mpu/contracts';
import type { FeedbackRequest as Req, FeedbackResponse as Res } from '../common/feedback-message.types';
import { QuestionnairesService } from './services/questionnaires.service';

@Controller()
export class QuestionnairesController {
  constructor(private readonly questionnaires: QuestionnairesService) {}

  @MessagePattern(SUBJECTS.feedback.submitQuestionnaire)
  submit(@Payload() payload: Req<'submitQuestionnaire'>): Res<'submitQuestionnaire'> {
    return this.questionnaires.submit(payload);
  }

  @MessagePattern(SUBJECTS.feedback.listQuestionnaires)
  list(@Payload() payload: Req<'listQuestionnaires'>): Res<'listQuestionnaires'> {
    return this.questionnaires.list(payload);
  }

  @MessagePattern(SUBJECTS.feedback.getQuestionnaire)
  get(@Payload() payload: Req<'getQuestionnaire'>): Res<'getQuestionnaire'> {
    return this.questionnaires.get(payload);
  }
}
