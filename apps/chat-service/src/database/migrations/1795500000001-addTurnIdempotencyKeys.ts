import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A retried chat message (same Idempotency-Key of the same user) returns the stored turn instead of a second one. */
export class AddTurnIdempotencyKeys1795500000001 implements MigrationInterface {
  name = 'AddTurnIdempotencyKeys1795500000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE chat.turns ADD COLUMN idempotency_key text NULL');
    await queryRunner.query(
      `CREATE UNIQUE INDEX turns_idempotency_idx ON chat.turns (user_id, idempotency_key)
       WHERE idempotency_key IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX chat.turns_idempotency_idx');
    await queryRunner.query('ALTER TABLE chat.turns DROP COLUMN idempotency_key');
  }
}
