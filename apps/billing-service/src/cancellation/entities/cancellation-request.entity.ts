import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { CancellationKind, CancellationStatus } from '@mpu/contracts';

/**
 * A § 312k BGB cancellation declaration as received: `applied` to the matched user's subscription,
 * `unmatched` (no account or no active subscription: the team follows up) or still `received` (matched,
 * but Stripe failed: the team applies it). `kind = 'extraordinary'` needs a person's decision (decision 0013).
 */
@Entity({ name: 'cancellation_requests' })
export class CancellationRequestEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'received_at', type: 'timestamptz' })
  receivedAt!: Date;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ type: 'text' })
  name!: string;

  /** The address the declaration came from; the receipt goes there. */
  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text', nullable: true })
  subscription!: string | null;

  @Column({ type: 'text' })
  kind!: CancellationKind;

  @Column({ type: 'text', nullable: true })
  reason!: string | null;

  /** `YYYY-MM-DD` as given; null = zum nächstmöglichen Zeitpunkt. */
  @Column({ name: 'desired_date', type: 'date', nullable: true })
  desiredDate!: string | null;

  @Column({ type: 'text', default: 'received' })
  status!: CancellationStatus;

  @Column({ name: 'applied_at', type: 'timestamptz', nullable: true })
  appliedAt!: Date | null;

  /** When the subscription ends because of it (set once applied). */
  @Column({ name: 'effective_at', type: 'timestamptz', nullable: true })
  effectiveAt!: Date | null;

  /** The client's Idempotency-Key: a retry with it (and the same e-mail) gets this declaration's receipt. */
  @Column({ name: 'idempotency_key', type: 'text', nullable: true })
  idempotencyKey!: string | null;
}
