import { createServiceDataSource } from '@mpu/server-kit/service';
import { FEEDBACK_SCHEMA } from '../config/feedback-env';
import { PlannerPlanEntity } from '../planner/entities/planner-plan.entity';
import { QuestionnaireEntity } from '../questionnaires/entities/questionnaire.entity';
import { ReactionRunEntity } from '../reaction-runs/entities/reaction-run.entity';
import { CreateSelfHelpTables1764000000000 } from './migrations/1764000000000-createSelfHelpTables';
import { AddIdempotencyKeys1795500000000 } from './migrations/1795500000000-addIdempotencyKeys';

export function createFeedbackDataSource(url: string) {
  return createServiceDataSource({
    url,
    schema: FEEDBACK_SCHEMA,
    entities: [QuestionnaireEntity, PlannerPlanEntity, ReactionRunEntity],
    migrations: [CreateSelfHelpTables1764000000000, AddIdempotencyKeys1795500000000],
  });
}
