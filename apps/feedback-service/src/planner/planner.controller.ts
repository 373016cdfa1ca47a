import { Controller } from '@nestjs/common';
import {
  SUBJECTS,
  type PlannerStateDto,
  type PlannerUserRequest,
  type SavePlanRequest,
} from '@mpu/contracts';
import { Handles } from '@mpu/server-kit/service';
import { PlannerService } from './services/planner.service';

@Controller()
export class PlannerController {
  constructor(private readonly planner: PlannerService) {}

  @Handles(SUBJECTS.feedback.getPlan)
  get(payload: PlannerUserRequest): Promise<PlannerStateDto> {
    return this.planner.get(payload);
  }

  @Handles(SUBJECTS.feedback.savePlan)
  save(payload: SavePlanRequest): Promise<PlannerStateDto> {
    return this.planner.save(payload);
  }
}
