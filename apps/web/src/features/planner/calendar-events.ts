import type { PlannerAppointment } from '@mpu/contracts';
import { PLANNER_TEXTS } from '@mpu/ui-texts';
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
  /** `label`: the short text shown in the grid (the full description stays the title); `completed`: ticked off. */
  extendedProps: { label: string; completed: boolean };
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
    extendedProps: { label: PLANNER_TEXTS.calendar.shortLabels[type], completed },
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

/**
 * How far the pointer may travel between press and release for a tap (px). FullCalendar starts a mouse drag after
 * 5 px (its eventDragMinDistance), so every mouse drag is longer; a fingertip wobbles a little more.
 */
export const TAP_SLOP_PX = { mouse: 5, touch: 12 } as const;

/** A press on the calendar (from its pointerdown). */
export interface CalendarPress {
  x: number;
  y: number;
  pointerType: string;
  /** The appointment of the event pressed, if the press was on one (see appointmentIdAt). */
  appointmentId: string | null;
  /** The event's timeStamp (ms). */
  time: number;
}

/**
 * Spec 2 §4: clicking an appointment toggles completed; dragging it moves it. The tracker follows each press on the
 * calendar to its click and tells a tap on an event from a drag: the pointer must not travel (a drag that comes
 * back to its own day still sends a click), and a finger must not rest past the long press that starts a drag.
 *
 * The tap belongs to the event *pressed*, not to the element the click lands on: when a touch-dragged event is
 * tapped again, FullCalendar starts another drag at once and its highlight of the day covers the event, so the
 * click lands there (and FullCalendar's own eventClick never fires).
 */
export function createEventTapTracker(longPressMs: number) {
  let press: CalendarPress | null = null;
  let travelled = 0;
  return {
    pointerDown(next: CalendarPress): void {
      press = next;
      travelled = 0;
    },
    pointerMove(x: number, y: number): void {
      if (press) travelled = Math.max(travelled, Math.hypot(x - press.x, y - press.y));
    },
    /** On click: the appointment tapped, or null (no event pressed, or it was a drag). Each press taps once. */
    tap(time: number): string | null {
      const current = press;
      press = null;
      if (!current?.appointmentId) return null;
      const touch = current.pointerType === 'touch';
      if (!(travelled < (touch ? TAP_SLOP_PX.touch : TAP_SLOP_PX.mouse))) return null;
      if (touch && time - current.time >= longPressMs) return null;
      return current.appointmentId;
    },
  };
}

/** The appointment of the calendar event around a target (events carry data-appointment-id), if any. */
export function appointmentIdAt(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const event = target.closest<HTMLElement>('.fc-event[data-appointment-id]');
  return event?.dataset.appointmentId || null;
}

/** The part of FullCalendar's EventClickArg the planner uses (`jsEvent`: the click, or the keydown of Enter/Space). */
export interface EventClick {
  event: { id: string };
  jsEvent: { type: string };
}

/**
 * Keyboard: FullCalendar makes events focusable once there is an eventClick handler and reports Enter and Space on
 * them as eventClick with the keydown; that toggles the appointment. Pointer clicks are left to the tap tracker
 * (one toggle per click).
 */
export function handleEventKey(click: EventClick, onToggleCompleted: (id: string) => void): void {
  if (click.jsEvent.type === 'keydown' && click.event.id) onToggleCompleted(click.event.id);
}
