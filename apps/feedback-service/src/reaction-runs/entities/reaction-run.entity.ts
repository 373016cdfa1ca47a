import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ReactionTestId } from '@mpu/contracts';

/** One finished reaction-test practice run, scored by the service; the newest 20 per test are kept. */
@Entity({ name: 'reaction_test_runs' })
export class ReactionRunEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  test!: ReactionTestId;

  /** The column's default is `clock_timestamp()`, so runs saved in one transaction still have an order. */
  @CreateDateColumn({ name: 'completed_at', type: 'timestamptz' })
  completedAt!: Date;

  @Column({ type: 'integer' })
  tasks!: number;

  @Column({ name: 'accuracy_percent', type: 'double precision' })
  accuracyPercent!: number;

  @Column({ name: 'average_time_ms', type: 'double precision' })
  averageTimeMs!: number;

  @Column({ name: 'detection_percent', type: 'double precision', nullable: true })
  detectionPercent!: number | null;

  @Column({ type: 'boolean' })
  passed!: boolean;

  /** Unique per user where set (partial index `reaction_test_runs_idempotency_idx`). */
  @Column({ name: 'idempotency_key', type: 'text', nullable: true })
  idempotencyKey!: string | null;
}
