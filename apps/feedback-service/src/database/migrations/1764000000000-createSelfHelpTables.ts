import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSelfHelpTables1764000000000 implements MigrationInterface {
  name = 'CreateSelfHelpTables1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE feedback.questionnaires (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        username text NOT NULL,
        case_type text NULL,
        completed_at timestamptz NOT NULL DEFAULT now(),
        has_abstinence_proof boolean NOT NULL,
        has_completed_mpu_before boolean NOT NULL,
        answers jsonb NOT NULL,
        CONSTRAINT questionnaires_case_type_check CHECK (case_type IS NULL OR case_type IN
          ('alkohol','drogen','verkehr','alkohol-drogen','beides','alkohol-verkehr','drogen-verkehr','kombiniert'))
      )
    `);
    await queryRunner.query(
      'CREATE INDEX questionnaires_user_completed_idx ON feedback.questionnaires (user_id, completed_at DESC)',
    );
    await queryRunner.query(
      'CREATE INDEX questionnaires_completed_idx ON feedback.questionnaires (completed_at DESC)',
    );
    await queryRunner.query(`
      CREATE TABLE feedback.planner_plans (
        user_id uuid PRIMARY KEY,
        methods text[] NOT NULL,
        start_date date NOT NULL,
        appointments jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT planner_plans_methods_check CHECK (cardinality(methods) >= 1 AND methods <@ ARRAY['urine','hair'])
      )
    `);
    await queryRunner.query(`
      CREATE TABLE feedback.reaction_test_runs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        test text NOT NULL,
        completed_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        tasks integer NOT NULL,
        accuracy_percent double precision NOT NULL,
        average_time_ms double precision NOT NULL,
        detection_percent double precision NULL,
        passed boolean NOT NULL,
        CONSTRAINT reaction_test_runs_test_check CHECK (test IN ('line-tracking','tapk','tapk2'))
      )
    `);
    await queryRunner.query(
      'CREATE INDEX reaction_test_runs_user_test_completed_idx ON feedback.reaction_test_runs (user_id, test, completed_at DESC)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE feedback.reaction_test_runs');
    await queryRunner.query('DROP TABLE feedback.planner_plans');
    await queryRunner.query('DROP TABLE feedback.questionnaires');
  }
}
