import deLocale from '@fullcalendar/core/locales/de';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import type { EventContentArg } from '@fullcalendar/core';
import type { PlannerAppointment } from '@mpu/contracts';
import { useMemo } from 'react';
import { EVENT_LONG_PRESS_MS } from './planner.constants';
import { handleEventDrop, toCalendarEvents } from './calendar-events';

export interface PlannerCalendarProps {
  appointments: readonly PlannerAppointment[];
  /** 'YYYY-MM-DD' of the month shown first (read once, when the calendar mounts). */
  initialDate: string;
  onMove: (id: string, date: string) => void;
}

const PLUGINS = [dayGridPlugin, interactionPlugin];
const TOOLBAR = { start: 'prev', center: 'title', end: 'next' };

/** The short label in the grid; screen readers get the full description. */
function EventLabel({ event }: EventContentArg) {
  return (
    <span className="planner-event__label">
      <span aria-hidden="true">{(event.extendedProps as { label?: string }).label ?? event.title}</span>
      <span className="visually-hidden">{event.title}</span>
    </span>
  );
}

/**
 * The month calendar (FullCalendar, German, weeks from Monday). Events move by drag and drop, on touch screens
 * after a short press. Its own lazy chunk: FullCalendar is large and only this page needs it.
 */
export default function PlannerCalendar({ appointments, initialDate, onMove }: PlannerCalendarProps) {
  const events = useMemo(() => toCalendarEvents(appointments), [appointments]);
  return (
    <div className="planner-calendar">
      <FullCalendar
        plugins={PLUGINS}
        initialView="dayGridMonth"
        initialDate={initialDate}
        locale={deLocale}
        firstDay={1}
        headerToolbar={TOOLBAR}
        height="auto"
        fixedWeekCount={false}
        dayMaxEvents={false}
        events={events}
        editable
        eventStartEditable
        eventDurationEditable={false}
        eventLongPressDelay={EVENT_LONG_PRESS_MS}
        eventDrop={(drop) => handleEventDrop(drop, onMove)}
        eventContent={EventLabel}
        eventDidMount={({ el, event }) => {
          el.dataset.appointmentId = event.id;
          el.title = event.title;
        }}
      />
    </div>
  );
}
