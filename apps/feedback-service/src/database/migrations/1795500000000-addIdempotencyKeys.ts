import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A retried create (same Idempotency-Key of the same user) returns the first record instead of a second one. */
export class AddIdempotencyKeys1795500000000 implements MigrationInterface {
  name = 'AddIdempotencyKeys1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['questionnaires', 'reaction_test_runs']) {
      await queryRunner.query(`ALTER TABLE feedback.${table} ADD COLUMN idempotency_key text NULL`);
      await queryRunner.query(
        `CREATE UNIQUE INDEX ${table}_idempotency_idx ON feedback.${table} (user_id, idempotency_key)
         WHERE idempotency_key IS NOT NULL`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['questionnaires', 'reaction_test_runs']) {
      await queryRunner.query(`DROP INDEX feedback.${table}_idempotency_idx`);
      await queryRunner.query(`ALTER TABLE feedback.${table} DROP COLUMN idempotency_key`);
    }
  }
}
