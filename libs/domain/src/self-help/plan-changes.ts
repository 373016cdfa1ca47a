import { isIsoDate, type PlannerAppointment, type PlannerPlanDto, type TestMethod } from '@mpu/contracts';
import { buildPlan, moveAppointment, toggleCompleted, toggleMethod, type RandomSource } from './planner';

/** A plan as the page sends it (PUT /api/planner); the server adds `updatedAt`. */
export type PlanDraft = Omit<PlannerPlanDto, 'updatedAt'>;

/** The content of a plan without the server's `updatedAt` (a cached plan may carry it). */
export function draftOf({ methods, startDate, appointments }: PlanDraft): PlanDraft {
  return { methods, startDate, appointments };
}

/** A fresh plan from `startDate` (first visit, 'Neuen Plan erstellen'). */
export function createPlan(
  methods: readonly TestMethod[],
  startDate: string,
  random?: RandomSource,
): PlanDraft {
  return { methods: [...methods], startDate, appointments: buildPlan(methods, startDate, random) };
}

/**
 * Switches a test method on or off (spec 2 §4, at least one stays on; `null` when nothing changes).
 * Only the appointments of that method are rebuilt: switching it off drops them, switching it on plans them
 * anew from the plan's start date (one schedule, as 'Neuen Plan erstellen' would have built it). The other
 * method's appointments keep their dates and their completed state, so switching hair on or off never undoes
 * the ticks of the urine screenings. A method switched off and on again starts over (its old ticks are gone).
 */
export function changeMethod(plan: PlanDraft, method: TestMethod, random?: RandomSource): PlanDraft | null {
  const methods = toggleMethod(plan.methods, method);
  if (methods.length === plan.methods.length) return null;
  const kept = plan.appointments.filter((a) => a.type !== method);
  const added: PlannerAppointment[] = methods.includes(method)
    ? buildPlan([method], plan.startDate, random)
    : [];
  const appointments = [...kept, ...added].sort((a, b) => a.date.localeCompare(b.date));
  return { ...draftOf(plan), methods, appointments };
}

/** Spec 2 §4: toggles `completed` of one appointment. */
export function changeCompleted(plan: PlanDraft, id: string): PlanDraft {
  return { ...draftOf(plan), appointments: toggleCompleted(plan.appointments, id) };
}

/** Spec 2 §4: moves one appointment to `date` ('YYYY-MM-DD'); `null` for an unknown id, a bad date or the same day. */
export function changeDate(plan: PlanDraft, id: string, date: string): PlanDraft | null {
  if (!isIsoDate(date)) return null;
  const appointment = plan.appointments.find((a) => a.id === id);
  if (!appointment || appointment.date === date) return null;
  return { ...draftOf(plan), appointments: moveAppointment(plan.appointments, id, date) };
}
