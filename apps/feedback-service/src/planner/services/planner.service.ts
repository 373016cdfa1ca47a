import { Injectable } from '@nestjs/common';
import {
  SELF_HELP_MESSAGES,
  type PlannerStateDto,
  type PlannerUserRequest,
  type SavePlanRequest,
} from '@mpu/contracts';
import { invalidInput } from '@mpu/server-kit/service';
import { PlannerRepository } from '../repositories/planner.repository';

@Injectable()
export class PlannerService {
  constructor(private readonly plans: PlannerRepository) {}

  async get({ userId }: PlannerUserRequest): Promise<PlannerStateDto> {
    return { plan: await this.plans.findOfUser(userId) };
  }

  /** Replaces the user's plan; a plan with appointments of a method that is not chosen is refused. */
  async save({ userId, plan }: SavePlanRequest): Promise<PlannerStateDto> {
    const { methods, startDate, appointments } = plan;
    if (appointments.some((appointment) => !methods.includes(appointment.type))) {
      throw invalidInput(SELF_HELP_MESSAGES.planMethodMismatch);
    }
    return { plan: await this.plans.upsert(userId, { methods, startDate, appointments }) };
  }
}
