import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A webhook event as received (verified), once per Stripe event id; `processed_at` once the worker applied it.
 * The body is dropped when it has been applied (it can carry the customer's name and e-mail).
 */
@Entity({ name: 'stripe_events' })
export class StripeEventEntity {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  type!: string;

  @Column({ type: 'jsonb', nullable: true })
  payload!: Record<string, unknown> | null;

  @Column({ name: 'received_at', type: 'timestamptz', default: () => 'now()' })
  receivedAt!: Date;

  @Column({ name: 'processed_at', type: 'timestamptz', nullable: true })
  processedAt!: Date | null;

  /** What processing did: applied, ignored-unknown-customer, ignored-type, stale. */
  @Column({ type: 'text', nullable: true })
  outcome!: string | null;
}
