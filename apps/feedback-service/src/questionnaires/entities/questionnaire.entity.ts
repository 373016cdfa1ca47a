import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { CaseTypeValue } from '@mpu/contracts';

/** A submitted intake questionnaire (spec 2 §3). A retry with the same Idempotency-Key finds the first one. */
@Entity({ name: 'questionnaires' })
export class QuestionnaireEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  username!: string;

  @Column({ name: 'case_type', type: 'text', nullable: true })
  caseType!: CaseTypeValue | null;

  @CreateDateColumn({ name: 'completed_at', type: 'timestamptz' })
  completedAt!: Date;

  @Column({ name: 'has_abstinence_proof', type: 'boolean' })
  hasAbstinenceProof!: boolean;

  @Column({ name: 'has_completed_mpu_before', type: 'boolean' })
  hasCompletedMpuBefore!: boolean;

  @Column({ type: 'jsonb' })
  answers!: Record<string, string>;

  /** Unique per user where set (partial index `questionnaires_idempotency_idx`). */
  @Column({ name: 'idempotency_key', type: 'text', nullable: true })
  idempotencyKey!: string | null;
}
