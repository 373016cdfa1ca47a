import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { SubscriptionStatus, SubscriptionTier } from '@mpu/contracts';

/**
 * One row per user: the subscription that decides the premium gate. Stripe's webhooks (and the answers of
 * cancel/resume) fill it; `tier` is the plan id of the catalogue.
 */
@Entity({ name: 'subscriptions' })
export class SubscriptionEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid', unique: true })
  userId!: string;

  @Column({ type: 'text' })
  status!: Exclude<SubscriptionStatus, 'none'>;

  @Column({ type: 'text' })
  tier!: SubscriptionTier;

  @Column({ name: 'current_period_start', type: 'timestamptz', nullable: true })
  currentPeriodStart!: Date | null;

  @Column({ name: 'current_period_end', type: 'timestamptz', nullable: true })
  currentPeriodEnd!: Date | null;

  @Column({ name: 'cancel_at_period_end', type: 'boolean', default: false })
  cancelAtPeriodEnd!: boolean;

  @Column({ name: 'stripe_customer_id', type: 'text', nullable: true })
  stripeCustomerId!: string | null;

  @Column({ name: 'stripe_subscription_id', type: 'text', nullable: true })
  stripeSubscriptionId!: string | null;

  @Column({ name: 'start_date', type: 'timestamptz', nullable: true })
  startDate!: Date | null;

  /** start_date + the minimum term (3 months). */
  @Column({ name: 'commitment_end', type: 'timestamptz', nullable: true })
  commitmentEnd!: Date | null;

  /** A cancellation scheduled at a date (Stripe's `cancel_at`). */
  @Column({ name: 'cancel_at', type: 'timestamptz', nullable: true })
  cancelAt!: Date | null;

  @Column({ name: 'canceled_at', type: 'timestamptz', nullable: true })
  canceledAt!: Date | null;

  /** Cents per month. */
  @Column({ name: 'price_amount', type: 'integer', nullable: true })
  priceAmount!: number | null;

  @Column({ type: 'text', nullable: true })
  currency!: string | null;

  @Column({ name: 'stripe_price_id', type: 'text', nullable: true })
  stripePriceId!: string | null;

  @Column({ name: 'payment_method_id', type: 'text', nullable: true })
  paymentMethodId!: string | null;

  @Column({ name: 'payment_method_brand', type: 'text', nullable: true })
  paymentMethodBrand!: string | null;

  @Column({ name: 'payment_method_last4', type: 'text', nullable: true })
  paymentMethodLast4!: string | null;

  /** When Stripe produced the state this row holds (an event's `created`): older events are not applied. */
  @Column({ name: 'last_event_at', type: 'timestamptz', nullable: true })
  lastEventAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
