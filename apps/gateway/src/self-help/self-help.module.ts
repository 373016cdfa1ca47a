import { Module } from '@nestjs/common';
import { RateLimitService } from '../security/rate-limit.service';
import { PlannerController } from './planner.controller';
import { QuestionnaireController } from './questionnaire.controller';
import { ReactionRunsController } from './reaction-runs.controller';
import { SelfHelpService } from './services/self-help.service';

/** Questionnaire, abstinence plan and reaction-test runs — all kept by feedback-service. */
@Module({
  controllers: [QuestionnaireController, PlannerController, ReactionRunsController],
  providers: [SelfHelpService, RateLimitService],
})
export class SelfHelpModule {}
