import { assertBeforeDeadline, RawSql, returnedRow } from '@mpu/server-kit/service';
import { Injectable } from '@nestjs/common';
import type { PlannerAppointment, PlannerPlanDto, TestMethod } from '@mpu/contracts';

interface PlanRow {
  methods: TestMethod[];
  start_date: string;
  appointments: PlannerAppointment[];
  updated_at: Date;
}

function toDto(row: PlanRow): PlannerPlanDto {
  return {
    methods: row.methods,
    startDate: row.start_date,
    appointments: row.appointments,
    updatedAt: row.updated_at.toISOString(),
  };
}

// start_date is read as text: node-postgres would turn a `date` into a local-midnight Date.
const COLUMNS = 'methods, start_date::text AS start_date, appointments, updated_at';

/** One abstinence-proof plan per user, replaced as a whole on every change. */
@Injectable()
export class PlannerRepository {
  constructor(private readonly sql: RawSql) {}

  async findOfUser(userId: string): Promise<PlannerPlanDto | null> {
    const rows = await this.sql.query<PlanRow>({
      text: `SELECT ${COLUMNS} FROM feedback.planner_plans WHERE user_id = $1`,
      values: [userId],
    });
    return rows[0] ? toDto(rows[0]) : null;
  }

  async upsert(userId: string, plan: Omit<PlannerPlanDto, 'updatedAt'>): Promise<PlannerPlanDto> {
    assertBeforeDeadline();
    const rows = await this.sql.query<PlanRow>({
      text: `INSERT INTO feedback.planner_plans (user_id, methods, start_date, appointments, updated_at)
             VALUES ($1, $2, $3, $4, clock_timestamp())
             ON CONFLICT (user_id) DO UPDATE
               SET methods = EXCLUDED.methods, start_date = EXCLUDED.start_date,
                   appointments = EXCLUDED.appointments, updated_at = EXCLUDED.updated_at
             RETURNING ${COLUMNS}`,
      values: [userId, plan.methods, plan.startDate, JSON.stringify(plan.appointments)],
    });
    return toDto(returnedRow(rows));
  }
}
