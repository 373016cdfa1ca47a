import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS } from '@mpu/contracts';
import type { FeedbackRequest as Req, FeedbackResponse as Res } from '../common/feedback-message.types';
import { ReactionRunsService } from './services/reaction-runs.service';

@Controller()
export class ReactionRunsController {
  constructor(private readonly runs: ReactionRunsService) {}

  @MessagePattern(SUBJECTS.feedback.listReactionRuns)
  list(@Payload() payload: Req<'listReactionRuns'>): Res<'listReactionRuns'> {
    return this.runs.list(payload);
  }

  @MessagePattern(SUBJECTS.feedback.saveReactionRun)
  save(@Payload() payload: Req<'saveReactionRun'>): Res<'saveReactionRun'> {
    return this.runs.save(payload);
  }
}
