import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A Stripe event's body (checkout events carry the customer's name and e-mail) is needed only until the
 * worker has applied it; afterwards the row keeps id, type, times and outcome for deduplication.
 */
export class DropProcessedEventPayloads1795600000001 implements MigrationInterface {
  name = 'DropProcessedEventPayloads1795600000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE billing.stripe_events ALTER COLUMN payload DROP NOT NULL');
    await queryRunner.query('UPDATE billing.stripe_events SET payload = NULL WHERE processed_at IS NOT NULL');
    await queryRunner.query(`
      ALTER TABLE billing.stripe_events ADD CONSTRAINT stripe_events_payload_until_processed
        CHECK (payload IS NOT NULL OR processed_at IS NOT NULL)
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE billing.stripe_events DROP CONSTRAINT stripe_events_payload_until_processed',
    );
    await queryRunner.query(`UPDATE billing.stripe_events SET payload = '{}'::jsonb WHERE payload IS NULL`);
    await queryRunner.query('ALTER TABLE billing.stripe_events ALTER COLUMN payload SET NOT NULL');
  }
}
