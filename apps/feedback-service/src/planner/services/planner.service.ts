import { Injectable } from '@nestjs/common';
import {
  SELF_HELP_MESSAGES,
  plannerBodySchema,
  type PlannerStateDto,
  type PlannerUserRequest,
  type SavePlanRequest,
} from '@mpu/contracts';
import { invalidInput } from '../../common/feedback.exception';
import { parseOrThrow, requireUserId, type Payload } from '../../common/validate-payload.util';
import { PlannerRepository } from '../repositories/planner.repository';

@Injectable()
export class PlannerService {
  constructor(private readonly plans: PlannerRepository) {}

  async get(payload: Payload<PlannerUserRequest>): Promise<PlannerStateDto> {
    return { plan: await this.plans.findOfUser(requireUserId(payload)) };
  }

  /** Replaces the user's plan; a plan with appointments of a method that is not chosen is refused. */
  async save(payload: Payload<SavePlanRequest>): Promise<PlannerStateDto> {
    const userId = requireUserId(payload);
    const { methods, startDate, appointments } = parseOrThrow(plannerBodySchema, payload?.plan);
    if (appointments.some((appointment) => !methods.includes(appointment.type))) {
      throw invalidInput(SELF_HELP_MESSAGES.planMethodMismatch);
    }
    return { plan: await this.plans.upsert(userId, { methods, startDate, appointments }) };
  }
}
