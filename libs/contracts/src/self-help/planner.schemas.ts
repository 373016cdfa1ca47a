import * as z from 'zod/mini';
import { SELF_HELP_MESSAGES as M } from './self-help.messages';
import { TEST_METHODS } from './planner.types';

export const PLANNER_LIMITS = { appointmentsMax: 40, descriptionMax: 200, idMax: 64 } as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day 'YYYY-MM-DD' (not 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isoDateSchema = z.string({ error: M.planDateInvalid }).check(z.refine(isIsoDate, M.planDateInvalid));

const appointmentSchema = z.object({
  id: z
    .string({ error: M.planInvalid })
    .check(z.minLength(1, M.planInvalid), z.maxLength(PLANNER_LIMITS.idMax, M.planInvalid)),
  date: isoDateSchema,
  type: z.enum(TEST_METHODS, { error: M.planInvalid }),
  description: z
    .string({ error: M.planInvalid })
    .check(z.maxLength(PLANNER_LIMITS.descriptionMax, M.planInvalid)),
  completed: z.boolean({ error: M.planInvalid }),
});

/** PUT /api/planner — the whole plan; the methods form a non-empty set (spec 2 §4). */
export const plannerBodySchema = z.object({
  userId: z.optional(z.unknown()),
  methods: z.array(z.enum(TEST_METHODS, { error: M.planInvalid }), { error: M.planMethodsRequired }).check(
    z.minLength(1, M.planMethodsRequired),
    z.refine((methods) => new Set(methods).size === methods.length, M.planInvalid),
  ),
  startDate: isoDateSchema,
  appointments: z.array(appointmentSchema, { error: M.planInvalid }).check(
    z.maxLength(PLANNER_LIMITS.appointmentsMax, M.planTooManyAppointments),
    z.refine((list) => new Set(list.map((a) => a.id)).size === list.length, M.planDuplicateAppointment),
  ),
});
export type PlannerBody = z.output<typeof plannerBodySchema>;
