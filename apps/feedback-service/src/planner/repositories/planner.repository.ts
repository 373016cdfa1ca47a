import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { PlannerPlanDto } from '@mpu/contracts';
import { assertBeforeDeadline } from '@mpu/server-kit/service';
import { PlannerPlanEntity } from '../entities/planner-plan.entity';

function toDto(plan: PlannerPlanEntity): PlannerPlanDto {
  return {
    methods: plan.methods,
    startDate: plan.startDate,
    appointments: plan.appointments,
    updatedAt: plan.updatedAt.toISOString(),
  };
}

/** One abstinence-proof plan per user, replaced as a whole on every change. */
@Injectable()
export class PlannerRepository {
  constructor(@InjectRepository(PlannerPlanEntity) private readonly plans: Repository<PlannerPlanEntity>) {}

  async findOfUser(userId: string): Promise<PlannerPlanDto | null> {
    const plan = await this.plans.findOneBy({ userId });
    return plan ? toDto(plan) : null;
  }

  /** One statement (INSERT … ON CONFLICT (user_id) DO UPDATE … RETURNING updated_at) fills in `updatedAt`. */
  async upsert(userId: string, plan: Omit<PlannerPlanDto, 'updatedAt'>): Promise<PlannerPlanDto> {
    const saved = this.plans.create({ userId, ...plan });
    assertBeforeDeadline();
    await this.plans.upsert(saved, ['userId']);
    return toDto(saved);
  }
}
