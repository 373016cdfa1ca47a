import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 13: what Stripe tells us about a subscription (start, minimum term, scheduled cancellation, price,
 * payment method), the user ↔ customer mapping, checkouts with the withdrawal-right consent, the received
 * webhook events (each processed once) and the payments stored from invoice events.
 */
export class AddStripeBilling1795508306262 implements MigrationInterface {
  name = 'AddStripeBilling1795508306262';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE billing.subscriptions
        ADD COLUMN start_date timestamptz NULL,
        ADD COLUMN commitment_end timestamptz NULL,
        ADD COLUMN cancel_at timestamptz NULL,
        ADD COLUMN canceled_at timestamptz NULL,
        ADD COLUMN price_amount integer NULL,
        ADD COLUMN currency text NULL,
        ADD COLUMN stripe_price_id text NULL,
        ADD COLUMN payment_method_id text NULL,
        ADD COLUMN payment_method_brand text NULL,
        ADD COLUMN payment_method_last4 text NULL,
        ADD COLUMN last_event_at timestamptz NULL
    `);
    await queryRunner.query(`
      CREATE TABLE billing.customers (
        user_id uuid PRIMARY KEY,
        stripe_customer_id text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT customers_stripe_customer_id_key UNIQUE (stripe_customer_id)
      )
    `);
    await queryRunner.query(`
      CREATE TABLE billing.checkouts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        plan_id text NOT NULL,
        kind text NOT NULL,
        stripe_session_id text NULL,
        stripe_subscription_id text NULL,
        url text NULL,
        idempotency_key text NULL,
        withdrawal_consent_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT checkouts_stripe_session_id_key UNIQUE (stripe_session_id),
        CONSTRAINT checkouts_user_idempotency_key UNIQUE (user_id, idempotency_key),
        CONSTRAINT checkouts_plan_id_check CHECK (plan_id IN ('basic','premium','mpu_coach')),
        CONSTRAINT checkouts_kind_check CHECK (kind IN ('hosted','test'))
      )
    `);
    await queryRunner.query(`
      CREATE TABLE billing.stripe_events (
        id text PRIMARY KEY,
        type text NOT NULL,
        payload jsonb NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        processed_at timestamptz NULL,
        outcome text NULL
      )
    `);
    await queryRunner.query(`
      CREATE TABLE billing.payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        stripe_invoice_id text NOT NULL,
        created_at timestamptz NOT NULL,
        period_start timestamptz NULL,
        period_end timestamptz NULL,
        amount_cents integer NOT NULL,
        currency text NOT NULL,
        status text NOT NULL,
        invoice_url text NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT payments_stripe_invoice_id_key UNIQUE (stripe_invoice_id),
        CONSTRAINT payments_status_check CHECK (status IN ('paid','pending','failed'))
      )
    `);
    await queryRunner.query(
      'CREATE INDEX payments_user_created_idx ON billing.payments (user_id, created_at DESC)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE billing.payments');
    await queryRunner.query('DROP TABLE billing.stripe_events');
    await queryRunner.query('DROP TABLE billing.checkouts');
    await queryRunner.query('DROP TABLE billing.customers');
    await queryRunner.query(`
      ALTER TABLE billing.subscriptions
        DROP COLUMN start_date, DROP COLUMN commitment_end, DROP COLUMN cancel_at, DROP COLUMN canceled_at,
        DROP COLUMN price_amount, DROP COLUMN currency, DROP COLUMN stripe_price_id, DROP COLUMN payment_method_id,
        DROP COLUMN payment_method_brand, DROP COLUMN payment_method_last4, DROP COLUMN last_event_at
    `);
  }
}
