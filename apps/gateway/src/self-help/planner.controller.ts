import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import { toJSONSchema } from 'zod/v4/core';
import { plannerBodySchema, type PlannerBody, type PlannerStateDto } from '@mpu/contracts';
import { CurrentSession } from '../guards/current-user.decorator';
import { PremiumGuard } from '../guards/premium.guard';
import { ZodValidationPipe } from '../security/zod-validation.pipe';
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
  @ApiBody({ schema: toJSONSchema(plannerBodySchema, { io: 'input' }) as object })
  save(
    @CurrentSession() session: ActiveSession,
    @Body(new ZodValidationPipe(plannerBodySchema)) body: PlannerBody,
  ): Promise<PlannerStateDto> {
    return this.selfHelp.savePlan(session.userId, body);
  }
}
