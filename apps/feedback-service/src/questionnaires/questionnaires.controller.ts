import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type RequestOf, type ResponseOf } from '@mpu/contracts';
import { QuestionnairesService } from './services/questionnaires.service';

type S = typeof SUBJECTS.feedback;
type Req<K extends keyof S> = Partial<RequestOf<S[K]>> | null;
type Res<K extends keyof S> = Promise<ResponseOf<S[K]>>;

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
