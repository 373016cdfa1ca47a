import type { PlannerAppointment } from '@mpu/contracts';

const DE_DATE = new Intl.DateTimeFormat('de-DE', {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'YYYY-MM-DD' as a German date, e.g. 'Mo., 13.04.2026' (no time zone shift: the date is a calendar day). */
export function formatPlannerDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return DE_DATE.format(new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)));
}

const TYPE_ORDER = { urine: 0, hair: 1 } as const;

/** By date; on the same day urine before hair, then by id. */
export function sortByDate(appointments: readonly PlannerAppointment[]): PlannerAppointment[] {
  return [...appointments].sort(
    (a, b) =>
      a.date.localeCompare(b.date) || TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || a.id.localeCompare(b.id),
  );
}

/** The month the calendar opens at: the next open appointment from today on, else today. */
export function calendarStartDate(appointments: readonly PlannerAppointment[], todayIso: string): string {
  const next = sortByDate(appointments).find((a) => !a.completed && a.date >= todayIso);
  return next?.date ?? todayIso;
}
