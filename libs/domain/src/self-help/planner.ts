import { addMonths, formatIsoDate, parseIsoDate, shiftMonth } from './iso-date';
import type { PlannerAppointment, TestMethod } from '@mpu/contracts';

/** A source of numbers in [0, 1), like `Math.random`; inject a seeded one in tests. */
export type RandomSource = () => number;

/** Spec 2 §3 planner appointment ('YYYY-MM-DD' date), declared in the contracts. */
export type { PlannerAppointment };

/** Spec 2 §9 planner constants. */
export const URINE_PLAN_TESTS = 6;
export const URINE_LATEST_DAY = 25;
export const HAIR_PLAN_MONTHS = 6;

/** Spec 2 §9 colours: urine blue, hair pink (name for the spec, hex for the calendar). */
export const APPOINTMENT_COLOURS: Readonly<Record<TestMethod, { name: 'blue' | 'pink'; hex: string }>> = {
  urine: { name: 'blue', hex: '#3b82f6' },
  hair: { name: 'pink', hex: '#ec4899' },
};

export function urineDescription(index: number): string {
  return `Urinscreening ${index} von ${URINE_PLAN_TESTS}`;
}

export const HAIR_DESCRIPTION = `Haaranalyse nach ${HAIR_PLAN_MONTHS} Monaten`;

/** A day from 1 to 25; out-of-range or non-finite random values are clamped. */
export function randomTestDay(random: RandomSource): number {
  const value = random();
  const index = Math.floor((Number.isFinite(value) ? value : 0) * URINE_LATEST_DAY);
  return Math.min(URINE_LATEST_DAY, Math.max(1, index + 1));
}

/**
 * Spec 2 §9 urine plan: 6 tests, one in each of the 6 calendar months after the start month, each on a random
 * day 1–25. (The spec says "one per month over 6 months, counted from today"; starting with the next month
 * keeps every test after the start date.)
 */
export function planUrineTests(startIso: string, random: RandomSource = Math.random): PlannerAppointment[] {
  const start = parseIsoDate(startIso);
  return Array.from({ length: URINE_PLAN_TESTS }, (_, i) => {
    const { year, month } = shiftMonth(start.year, start.month, i + 1);
    return {
      id: `urine-${i + 1}`,
      date: formatIsoDate({ year, month, day: randomTestDay(random) }),
      type: 'urine' as const,
      description: urineDescription(i + 1),
      completed: false,
    };
  });
}

/** Spec 2 §9 hair plan: one sample 6 months after the start (same day, clamped to the month's end). */
export function planHairTest(startIso: string): PlannerAppointment {
  return {
    id: 'hair-1',
    date: addMonths(startIso, HAIR_PLAN_MONTHS),
    type: 'hair',
    description: HAIR_DESCRIPTION,
    completed: false,
  };
}

/** The appointments for the chosen methods, by date (urine before hair on the same day). */
export function buildPlan(
  methods: readonly TestMethod[],
  startIso: string,
  random: RandomSource = Math.random,
): PlannerAppointment[] {
  const appointments = [
    ...(methods.includes('urine') ? planUrineTests(startIso, random) : []),
    ...(methods.includes('hair') ? [planHairTest(startIso)] : []),
  ];
  return appointments.sort((a, b) => a.date.localeCompare(b.date));
}

/** Spec 2 §4: urine/hair toggles; the last remaining method cannot be switched off. Keeps urine-then-hair order. */
export function toggleMethod(methods: readonly TestMethod[], method: TestMethod): TestMethod[] {
  const next = methods.includes(method) ? methods.filter((m) => m !== method) : [...methods, method];
  if (next.length === 0) return [...methods];
  return (['urine', 'hair'] as const).filter((m) => next.includes(m));
}

/** Spec 2 §4: clicking an appointment toggles `completed`. */
export function toggleCompleted(
  appointments: readonly PlannerAppointment[],
  id: string,
): PlannerAppointment[] {
  return appointments.map((a) => (a.id === id ? { ...a, completed: !a.completed } : a));
}

/** Spec 2 §4: dragging an event changes its date ('YYYY-MM-DD', validated). */
export function moveAppointment(
  appointments: readonly PlannerAppointment[],
  id: string,
  dateIso: string,
): PlannerAppointment[] {
  const date = formatIsoDate(parseIsoDate(dateIso));
  return appointments.map((a) => (a.id === id ? { ...a, date } : a));
}

/** Spec 2 §4: percentage of completed appointments, rounded to a whole number; 0 without appointments. */
export function planProgress(appointments: readonly PlannerAppointment[]): number {
  if (appointments.length === 0) return 0;
  return Math.round((appointments.filter((a) => a.completed).length / appointments.length) * 100);
}
