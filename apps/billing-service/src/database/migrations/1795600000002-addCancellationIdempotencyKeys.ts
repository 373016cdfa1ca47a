import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A retried "Jetzt kündigen" (same Idempotency-Key, same e-mail) returns the first receipt (decision 0012). */
export class AddCancellationIdempotencyKeys1795600000002 implements MigrationInterface {
  name = 'AddCancellationIdempotencyKeys1795600000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE billing.cancellation_requests ADD COLUMN idempotency_key text NULL');
    await queryRunner.query(`
      CREATE UNIQUE INDEX cancellation_requests_idempotency_key
        ON billing.cancellation_requests (lower(email), idempotency_key) WHERE idempotency_key IS NOT NULL
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX billing.cancellation_requests_idempotency_key');
    await queryRunner.query('ALTER TABLE billing.cancellation_requests DROP COLUMN idempotency_key');
  }
}
