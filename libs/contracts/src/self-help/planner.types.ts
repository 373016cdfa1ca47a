/** The two kinds of abstinence proof (spec 2 §3/§9). */
export const TEST_METHODS = ['urine', 'hair'] as const;
export type TestMethod = (typeof TEST_METHODS)[number];

/** Spec 2 §3 planner appointment; `date` is 'YYYY-MM-DD'. */
export interface PlannerAppointment {
  id: string;
  date: string;
  type: TestMethod;
  description: string;
  completed: boolean;
}

/** The user's abstinence-proof plan (/abstinenztest), kept by feedback-service. */
export interface PlannerPlanDto {
  methods: TestMethod[];
  /** The day the plan was built from, 'YYYY-MM-DD'. */
  startDate: string;
  appointments: PlannerAppointment[];
  /** ISO 8601 */
  updatedAt: string;
}

/** GET /api/planner: `plan` is null until the user saved one. */
export interface PlannerStateDto {
  plan: PlannerPlanDto | null;
}

export interface PlannerUserRequest {
  userId: string;
}

export interface SavePlanRequest extends PlannerUserRequest {
  plan: Omit<PlannerPlanDto, 'updatedAt'>;
}
