import { Module, type DynamicModule } from '@nestjs/common';
import { SUBJECTS } from '@mpu/contracts';
import { DatabaseModule, ServiceHealthModule } from '@mpu/server-kit/service';
import { FEEDBACK_SCHEMA, FEEDBACK_SERVICE_NAME, type FeedbackEnv } from './config/feedback-env';
import { createFeedbackDataSource } from './database/feedback-data-source';
import { PlannerModule } from './planner/planner.module';
import { QuestionnairesModule } from './questionnaires/questionnaires.module';
import { ReactionRunsModule } from './reaction-runs/reaction-runs.module';

/** What users write down about themselves: the intake questionnaire, the abstinence plan, reaction-test runs. */
@Module({})
export class FeedbackServiceModule {
  static forRoot(env: FeedbackEnv): DynamicModule {
    return {
      module: FeedbackServiceModule,
      imports: [
        DatabaseModule.forRoot({
          createDataSource: () => createFeedbackDataSource(env.DATABASE_URL),
          schema: FEEDBACK_SCHEMA,
          runMigrations: env.RUN_MIGRATIONS,
        }),
        ServiceHealthModule.forRoot({
          service: FEEDBACK_SERVICE_NAME,
          natsUrl: env.NATS_URL,
          pingSubject: SUBJECTS.feedback.ping,
        }),
        QuestionnairesModule,
        PlannerModule,
        ReactionRunsModule,
      ],
    };
  }
}
