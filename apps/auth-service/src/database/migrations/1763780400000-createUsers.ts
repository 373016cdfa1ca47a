import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsers1763780400000 implements MigrationInterface {
  name = 'CreateUsers1763780400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auth.users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        username text NOT NULL,
        username_normalized text NOT NULL,
        password_hash text NOT NULL,
        display_name text NULL,
        is_admin boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_username_normalized_key UNIQUE (username_normalized),
        CONSTRAINT users_username_normalized_lower CHECK (username_normalized = lower(username_normalized))
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE auth.users');
  }
}
