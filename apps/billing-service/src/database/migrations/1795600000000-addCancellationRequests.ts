import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 13, § 312k BGB: every cancellation declaration received through "Verträge hier kündigen", signed in
 * or not, with the moment it arrived, whom it was matched to and whether it was applied.
 */
export class AddCancellationRequests1795600000000 implements MigrationInterface {
  name = 'AddCancellationRequests1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE billing.cancellation_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        received_at timestamptz NOT NULL,
        user_id uuid NULL,
        name text NOT NULL,
        email text NOT NULL,
        subscription text NULL,
        kind text NOT NULL,
        reason text NULL,
        desired_date date NULL,
        status text NOT NULL DEFAULT 'received',
        applied_at timestamptz NULL,
        effective_at timestamptz NULL,
        CONSTRAINT cancellation_requests_kind_check CHECK (kind IN ('ordinary', 'extraordinary')),
        CONSTRAINT cancellation_requests_status_check CHECK (status IN ('received', 'applied', 'unmatched'))
      )
    `);
    await queryRunner.query(
      'CREATE INDEX cancellation_requests_received_at_idx ON billing.cancellation_requests (received_at)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE billing.cancellation_requests');
  }
}
