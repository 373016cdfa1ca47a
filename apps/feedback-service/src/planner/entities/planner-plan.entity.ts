import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { PlannerAppointment, TestMethod } from '@mpu/contracts';

/** The user's abstinence-proof plan: one row per user, replaced as a whole on every save. */
@Entity({ name: 'planner_plans' })
export class PlannerPlanEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text', array: true })
  methods!: TestMethod[];

  /** 'YYYY-MM-DD'; TypeORM reads a `date` as that string, not as a Date at local midnight. */
  @Column({ name: 'start_date', type: 'date' })
  startDate!: string;

  @Column({ type: 'jsonb' })
  appointments!: PlannerAppointment[];

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
