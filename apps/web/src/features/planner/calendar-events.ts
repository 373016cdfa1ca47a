import { PLANNER_TEXTS, type PlannerAppointment } from '@mpu/contracts';
import { APPOINTMENT_COLOURS, toIsoDate } from '@mpu/domain';

/** What the calendar needs of an event (a subset of FullCalendar's EventInput). */
export interface PlannerCalendarEvent {
  id: string;
  title: string;
  start: string;
  allDay: true;
  backgroundColor: string;
  borderColor: string;
  textColor: string;
  classNames: string[];
  /** `label`: the short text shown in the grid (the full description stays the title). */
  extendedProps: { label: string };
}

/** Event text on a light tint of the type colour: dark text stays readable (white on the colours would not). */
const TEXT_COLOUR = '#17242d';
const tint = (hex: string) => `color-mix(in srgb, ${hex} 22%, #ffffff)`;

/** Spec 2 §9: urine blue, hair pink; completed appointments are marked (see planner.css). */
export function toCalendarEvents(appointments: readonly PlannerAppointment[]): PlannerCalendarEvent[] {
  return appointments.map(({ id, description, date, type, completed }) => ({
    id,
    title: description,
    start: date,
    allDay: true,
    backgroundColor: tint(APPOINTMENT_COLOURS[type].hex),
    borderColor: APPOINTMENT_COLOURS[type].hex,
    textColor: TEXT_COLOUR,
    classNames: ['planner-event', `planner-event--${type}`, ...(completed ? ['planner-event--done'] : [])],
    extendedProps: { label: PLANNER_TEXTS.calendar.shortLabels[type] },
  }));
}

/** The part of FullCalendar's EventDropArg the planner uses. */
export interface EventDrop {
  event: { id: string; start: Date | null; allDay: boolean };
  oldEvent: { start: Date | null };
  revert: () => void;
}

/**
 * Spec 2 §4: dropping an event on another day moves its appointment there. The calendar works in local time,
 * so the day is the local calendar date of the new start. A drop without a day (or on the same day) is put back;
 * otherwise the calendar keeps the event where it was dropped and the saved plan confirms it (an undone save
 * moves it back through the events).
 */
export function handleEventDrop(drop: EventDrop, onMove: (id: string, date: string) => void): void {
  const { start } = drop.event;
  if (!start || !drop.event.id) {
    drop.revert();
    return;
  }
  const date = toIsoDate(start);
  if (drop.oldEvent.start && toIsoDate(drop.oldEvent.start) === date) return;
  onMove(drop.event.id, date);
}
