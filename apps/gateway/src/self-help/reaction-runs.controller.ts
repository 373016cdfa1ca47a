import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { reactionRunBodySchema, type ReactionRunBody, type ReactionRunDto } from '@mpu/contracts';
import { CurrentSession } from '../guards/current-user.decorator';
import { PremiumGuard } from '../guards/premium.guard';
import { IdempotencyKey } from '../validation/idempotency-key.decorator';
import { ZodBody } from '../validation/zod.decorators';
import type { ActiveSession } from '../session/session.types';
import { SelfHelpService } from './services/self-help.service';

/** Finished reaction-test practice runs (history on /reaktionstests); feedback-service scores them. */
@ApiTags('self-help')
@Controller('api/reaction-tests/runs')
@UseGuards(PremiumGuard)
export class ReactionRunsController {
  constructor(private readonly selfHelp: SelfHelpService) {}

  @Get()
  list(@CurrentSession() session: ActiveSession): Promise<ReactionRunDto[]> {
    return this.selfHelp.listReactionRuns(session.userId);
  }

  @Post()
  @HttpCode(201)
  save(
    @CurrentSession() session: ActiveSession,
    @ZodBody(reactionRunBodySchema) body: ReactionRunBody,
    @IdempotencyKey() idempotencyKey: string | null,
  ): Promise<ReactionRunDto> {
    return this.selfHelp.saveReactionRun(session.userId, body, idempotencyKey);
  }
}
