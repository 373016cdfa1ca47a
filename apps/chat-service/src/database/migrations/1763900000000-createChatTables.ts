import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateChatTables1763900000000 implements MigrationInterface {
  name = 'CreateChatTables1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE chat.sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        type text NOT NULL,
        simulator_type text NULL,
        started_at timestamptz NOT NULL DEFAULT now(),
        ended_at timestamptz NULL,
        last_activity_at timestamptz NOT NULL DEFAULT now(),
        metadata jsonb NOT NULL DEFAULT '{}',
        report jsonb NULL,
        report_source text NULL,
        report_created_at timestamptz NULL,
        CONSTRAINT sessions_type_check CHECK (type IN ('coach','simulator','traffic-coach','traffic-simulator')),
        CONSTRAINT sessions_simulator_type_check CHECK (simulator_type IS NULL OR simulator_type IN
          ('default','type1','type2','type3','type4')),
        CONSTRAINT sessions_report_source_check CHECK (report_source IS NULL OR report_source IN ('llm','rule-based'))
      )
    `);
    await queryRunner.query(
      'CREATE INDEX sessions_user_type_activity_idx ON chat.sessions (user_id, type, last_activity_at DESC)',
    );
    await queryRunner.query(`
      CREATE TABLE chat.turns (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        session_id uuid NOT NULL REFERENCES chat.sessions (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        message text NOT NULL,
        response text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        provider text NOT NULL,
        model text NULL,
        prompt_tokens integer NULL,
        completion_tokens integer NULL,
        latency_ms integer NOT NULL,
        crisis boolean NOT NULL DEFAULT false,
        CONSTRAINT turns_provider_check CHECK (provider IN ('llm','offline','crisis'))
      )
    `);
    await queryRunner.query('CREATE INDEX turns_session_created_idx ON chat.turns (session_id, created_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE chat.turns');
    await queryRunner.query('DROP TABLE chat.sessions');
  }
}
