import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS } from '@mpu/contracts';
import type { FeedbackRequest as Req, FeedbackResponse as Res } from '../common/feedback-message.types';
import { PlannerService } from './services/planner.service';

@Controller()
export class PlannerController {
  constructor(private readonly planner: PlannerService) {}

  @MessagePattern(SUBJECTS.feedback.getPlan)
  get(@Payload() payload: Req<'getPlan'>): Res<'getPlan'> {
    return this.planner.get(payload);
  }

  @MessagePattern(SUBJECTS.feedback.savePlan)
  save(@Payload() payload: Req<'savePlan'>): Res<'savePlan'> {
    return this.planner.save(payload);
  }
}
