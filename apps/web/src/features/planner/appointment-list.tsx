import type { PlannerAppointment } from '@mpu/contracts';
import { PLANNER_TEXTS } from '@mpu/ui-texts';
import { useId } from 'react';
import { AppointmentItem } from './appointment-item';
import { sortByDate } from './planner-dates';

const T = PLANNER_TEXTS.list;

interface AppointmentListProps {
  appointments: readonly PlannerAppointment[];
  onToggleCompleted: (id: string) => void;
  onMove: (id: string, date: string) => void;
}

/** The appointments by date; each can be ticked off and moved (the keyboard way to what dragging does). */
export function AppointmentList({ appointments, onToggleCompleted, onMove }: AppointmentListProps) {
  const titleId = useId();
  return (
    <section className="card card--stack" aria-labelledby={titleId}>
      <h2 id={titleId} className="planner-card__title">
        {T.title}
      </h2>
      {appointments.length === 0 ? (
        <p className="planner-card__hint">{T.empty}</p>
      ) : (
        <ul className="planner-list" aria-labelledby={titleId}>
          {sortByDate(appointments).map((appointment) => (
            <AppointmentItem
              key={appointment.id}
              appointment={appointment}
              onToggleCompleted={onToggleCompleted}
              onMove={onMove}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
