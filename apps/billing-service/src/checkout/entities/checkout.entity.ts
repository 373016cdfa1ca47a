import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { SubscriptionTier } from '@mpu/contracts';

/**
 * A checkout a user started: the hosted Stripe Checkout Session or the test checkout, with the moment the
 * user asked for the service to start at once (§ 356 Abs. 5 BGB) and the Idempotency-Key of the request.
 */
@Entity({ name: 'checkouts' })
export class CheckoutEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'plan_id', type: 'text' })
  planId!: SubscriptionTier;

  @Column({ type: 'text' })
  kind!: 'hosted' | 'test';

  @Column({ name: 'stripe_session_id', type: 'text', nullable: true })
  stripeSessionId!: string | null;

  @Column({ name: 'stripe_subscription_id', type: 'text', nullable: true })
  stripeSubscriptionId!: string | null;

  @Column({ type: 'text', nullable: true })
  url!: string | null;

  @Column({ name: 'idempotency_key', type: 'text', nullable: true })
  idempotencyKey!: string | null;

  @Column({ name: 'withdrawal_consent_at', type: 'timestamptz' })
  withdrawalConsentAt!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
