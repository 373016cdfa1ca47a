import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSubscriptions1763780500000 implements MigrationInterface {
  name = 'CreateSubscriptions1763780500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE billing.subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        status text NOT NULL,
        tier text NOT NULL,
        current_period_start timestamptz NULL,
        current_period_end timestamptz NULL,
        cancel_at_period_end boolean NOT NULL DEFAULT false,
        stripe_customer_id text NULL,
        stripe_subscription_id text NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT subscriptions_user_id_key UNIQUE (user_id),
        CONSTRAINT subscriptions_stripe_subscription_id_key UNIQUE (stripe_subscription_id),
        CONSTRAINT subscriptions_status_check CHECK (status IN
          ('active','trialing','past_due','canceled','unpaid','incomplete','incomplete_expired','paused')),
        CONSTRAINT subscriptions_tier_check CHECK (tier IN ('basic','premium','mpu_coach'))
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE billing.subscriptions');
  }
}
