import { Injectable } from '@nestjs/common';
import {
  SUBJECTS,
  type PlannerBody,
  type PlannerStateDto,
  type QuestionnaireBody,
  type QuestionnaireRecordDto,
  type ReactionRunBody,
  type ReactionRunDto,
} from '@mpu/contracts';
import { ServiceClient } from '../../nats/service-client.service';
import { RateLimitService } from '../../security/rate-limit.service';
import type { ActiveSession } from '../../session/session.types';
import { SELF_HELP_RATE_LIMITS as LIMITS } from '../self-help.constants';

/** The self-help records of feedback-service, always for the session's user (a body `userId` is ignored). */
@Injectable()
export class SelfHelpService {
  constructor(
    private readonly services: ServiceClient,
    private readonly rateLimit: RateLimitService,
  ) {}

  async submitQuestionnaire(
    session: ActiveSession,
    body: QuestionnaireBody,
    idempotencyKey: string | null,
  ): Promise<QuestionnaireRecordDto> {
    await this.rateLimit.consume([
      { key: `questionnaire:${session.userId}`, limit: LIMITS.questionnaireSubmits },
    ]);
    return this.services.request(SUBJECTS.feedback.submitQuestionnaire, {
      userId: session.userId,
      username: session.user.username,
      answers: body.answers,
      idempotencyKey,
    });
  }

  listQuestionnaires(userId: string): Promise<QuestionnaireRecordDto[]> {
    return this.services.request(SUBJECTS.feedback.listQuestionnaires, { userId });
  }

  getQuestionnaire(userId: string, questionnaireId: string): Promise<QuestionnaireRecordDto> {
    return this.services.request(SUBJECTS.feedback.getQuestionnaire, { userId, questionnaireId });
  }

  getPlan(userId: string): Promise<PlannerStateDto> {
    return this.services.request(SUBJECTS.feedback.getPlan, { userId });
  }

  async savePlan(userId: string, body: PlannerBody): Promise<PlannerStateDto> {
    await this.rateLimit.consume([{ key: `planner:${userId}`, limit: LIMITS.plannerSaves }]);
    const { methods, startDate, appointments } = body;
    return this.services.request(SUBJECTS.feedback.savePlan, {
      userId,
      plan: { methods, startDate, appointments },
    });
  }

  listReactionRuns(userId: string): Promise<ReactionRunDto[]> {
    return this.services.request(SUBJECTS.feedback.listReactionRuns, { userId });
  }

  async saveReactionRun(
    userId: string,
    run: ReactionRunBody,
    idempotencyKey: string | null,
  ): Promise<ReactionRunDto> {
    await this.rateLimit.consume([{ key: `reaction-runs:${userId}`, limit: LIMITS.reactionRuns }]);
    return this.services.request(SUBJECTS.feedback.saveReactionRun, { userId, run, idempotencyKey });
  }
}
