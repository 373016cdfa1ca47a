import { Controller, Get, Put, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { plannerBodySchema, type PlannerBody, type PlannerStateDto } from '@mpu/contracts';
import { CurrentSession } from '../guards/current-user.decorator';
import { PremiumGuard } from '../guards/premium.guard';
import { ZodBody } from '../validation/zod.decorators';
import type { ActiveSession } from '../session/session.types';
import { SelfHelpService } from './services/self-help.service';

/** The abstinence-proof plan of /abstinenztest (premium), kept per user. */
@ApiTags('self-help')
@Controller('api/planner')
@UseGuards(PremiumGuard)
export class PlannerController {
  constructor(private readonly selfHelp: SelfHelpService) {}

  @Get()
  get(@CurrentSession() session: ActiveSession): Promise<PlannerStateDto> {
    return this.selfHelp.getPlan(session.userId);
  }

  @Put()
  save(
    @CurrentSession() session: ActiveSession,
    @ZodBody(plannerBodySchema) body: PlannerBody,
  ): Promise<PlannerStateDto> {
    return this.selfHelp.savePlan(session.userId, body);
  }
}
