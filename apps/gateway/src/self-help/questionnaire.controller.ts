import {
  BadRequestException,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  UseGuards,
  type PipeTransform,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import {
  questionnaireBodySchema,
  questionnaireIdSchema,
  validate,
  type QuestionnaireBody,
  type QuestionnaireRecordDto,
} from '@mpu/contracts';
import { CurrentSession } from '../guards/current-user.decorator';
import { PremiumGuard } from '../guards/premium.guard';
import { IdempotencyKey } from '../validation/idempotency-key.decorator';
import { ZodBody } from '../validation/zod.decorators';
import type { ActiveSession } from '../session/session.types';
import { SelfHelpService } from './services/self-help.service';

class QuestionnaireIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    const result = validate(questionnaireIdSchema, value);
    if (!result.ok) throw new BadRequestException({ message: result.message });
    return result.data;
  }
}

/** Spec 2 §7 `POST /api/questionnaire` (gated like the /questionnaire route) and the user's own records. */
@ApiTags('self-help')
@Controller('api/questionnaire')
@UseGuards(PremiumGuard)
export class QuestionnaireController {
  constructor(private readonly selfHelp: SelfHelpService) {}

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ description: 'The stored record (spec 2 §3)' })
  submit(
    @CurrentSession() session: ActiveSession,
    @ZodBody(questionnaireBodySchema) body: QuestionnaireBody,
    @IdempotencyKey() idempotencyKey: string | null,
  ): Promise<QuestionnaireRecordDto> {
    return this.selfHelp.submitQuestionnaire(session, body, idempotencyKey);
  }

  @Get()
  list(@CurrentSession() session: ActiveSession): Promise<QuestionnaireRecordDto[]> {
    return this.selfHelp.listQuestionnaires(session.userId);
  }

  @Get(':id')
  get(
    @CurrentSession() session: ActiveSession,
    @Param('id', QuestionnaireIdPipe) id: string,
  ): Promise<QuestionnaireRecordDto> {
    return this.selfHelp.getQuestionnaire(session.userId, id);
  }
}
