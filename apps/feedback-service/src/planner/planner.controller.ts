import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type RequestOf, type ResponseOf } from '@mpu/contracts';
import { PlannerService } from './services/planner.service';

type S = typeof SUBJECTS.feedback;
type Req<K extends keyof S> = Partial<RequestOf<S[K]>> | null;
type Res<K extends keyof S> = Promise<ResponseOf<S[K]>>;

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
