import deLocale from '@fullcalendar/core/locales/de';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import type { EventContentArg } from '@fullcalendar/core';
import type { PlannerAppointment } from '@mpu/contracts';
import { PLANNER_TEXTS } from '@mpu/ui-texts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../shared/ui/icons';
import { EVENT_LONG_PRESS_MS } from './planner.constants';
import {
  appointmentIdAt,
  createEventTapTracker,
  handleEventDrop,
  handleEventKey,
  toCalendarEvents,
  type PlannerCalendarEvent,
} from './calendar-events';

export interface PlannerCalendarProps {
  appointments: readonly PlannerAppointment[];
  /** 'YYYY-MM-DD' of the month shown first (read once, when the calendar mounts). */
  initialDate: string;
  onMove: (id: string, date: string) => void;
  onToggleCompleted: (id: string) => void;
}

const T = PLANNER_TEXTS.calendar;
const PLUGINS = [dayGridPlugin, interactionPlugin];

/** The short label in the grid; screen readers get the full description and whether it is done. */
function EventLabel({ event }: EventContentArg) {
  const { label, completed } = event.extendedProps as Partial<PlannerCalendarEvent['extendedProps']>;
  return (
    <span className="planner-event__label">
      <span className="planner-event__short" aria-hidden="true">
        {label ?? event.title}
      </span>
      <span className="visually-hidden">
        {PLANNER_TEXTS.calendar.eventLabel(event.title, Boolean(completed))}
      </span>
    </span>
  );
}

/**
 * FullCalendar gives every day cell the day number as its name (aria-labelledby), which leaves the visible
 * event labels out of the cell's name (axe: label-content-name-mismatch, WCAG 2.5.3). Without it the cell is
 * named by its content: the date and the appointments on it.
 */
function nameDayCellByContent({ el }: { el: HTMLElement }) {
  el.removeAttribute('aria-labelledby');
}

/**
 * The month calendar (FullCalendar, German, weeks from Monday). A click (or Enter/Space, events are focusable
 * buttons) ticks an appointment off or opens it again; events move by drag and drop, on touch screens after a
 * short press. Its own lazy chunk: FullCalendar is large and only this page needs it.
 *
 * The month title and the previous/next buttons are ours, not FullCalendar's toolbar: its buttons hold font
 * icons with role="img" and no text alternative (axe: role-img-alt); ours are named 'Vorheriger Monat' /
 * 'Nächster Monat' with decorative SVG chevrons, and the title (a polite live region) announces the new month.
 */
export default function PlannerCalendar({
  appointments,
  initialDate,
  onMove,
  onToggleCompleted,
}: PlannerCalendarProps) {
  const events = useMemo(() => toCalendarEvents(appointments), [appointments]);
  const [taps] = useState(() => createEventTapTracker(EVENT_LONG_PRESS_MS));
  const container = useRef<HTMLDivElement>(null);
  const calendar = useRef<FullCalendar>(null);
  const [monthTitle, setMonthTitle] = useState('');

  // Taps and clicks on events (see createEventTapTracker), in the capture phase: FullCalendar must not hide them.
  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const down = (e: PointerEvent) =>
      taps.pointerDown({
        x: e.clientX,
        y: e.clientY,
        pointerType: e.pointerType,
        appointmentId: appointmentIdAt(e.target),
        time: e.timeStamp,
      });
    const move = (e: PointerEvent) => taps.pointerMove(e.clientX, e.clientY);
    const click = (e: MouseEvent) => {
      const id = taps.tap(e.timeStamp);
      if (id) onToggleCompleted(id);
    };
    el.addEventListener('pointerdown', down, true);
    el.addEventListener('pointermove', move, true);
    el.addEventListener('click', click, true);
    return () => {
      el.removeEventListener('pointerdown', down, true);
      el.removeEventListener('pointermove', move, true);
      el.removeEventListener('click', click, true);
    };
  }, [taps, onToggleCompleted]);

  return (
    <div className="planner-calendar" ref={container}>
      <div className="planner-calendar__toolbar">
        <button
          type="button"
          className="button button--secondary planner-calendar__nav"
          aria-label={T.previousMonth}
          onClick={() => calendar.current?.getApi().prev()}
        >
          <ChevronLeftIcon />
        </button>
        <h3 className="planner-calendar__title" aria-live="polite">
          {monthTitle}
        </h3>
        <button
          type="button"
          className="button button--secondary planner-calendar__nav"
          aria-label={T.nextMonth}
          onClick={() => calendar.current?.getApi().next()}
        >
          <ChevronRightIcon />
        </button>
      </div>
      <FullCalendar
        ref={calendar}
        plugins={PLUGINS}
        initialView="dayGridMonth"
        initialDate={initialDate}
        locale={deLocale}
        firstDay={1}
        headerToolbar={false}
        datesSet={({ view }) => setMonthTitle(view.title)}
        dayCellDidMount={nameDayCellByContent}
        height="auto"
        fixedWeekCount={false}
        dayMaxEvents={false}
        events={events}
        editable
        eventStartEditable
        eventDurationEditable={false}
        eventLongPressDelay={EVENT_LONG_PRESS_MS}
        eventDrop={(drop) => handleEventDrop(drop, onMove)}
        // with a click handler FullCalendar makes events focusable and reports Enter and Space on them
        eventClick={(click) => handleEventKey(click, onToggleCompleted)}
        eventContent={EventLabel}
        eventDidMount={({ el, event }) => {
          el.dataset.appointmentId = event.id;
          el.setAttribute('role', 'button');
          el.title = event.title;
        }}
      />
    </div>
  );
}
