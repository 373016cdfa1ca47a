import { TEST_METHODS, type PlannerAppointment } from '@mpu/contracts';
import { PLANNER_TEXTS } from '@mpu/ui-texts';
import { APPOINTMENT_COLOURS } from '@mpu/domain';
import { TEST_METHOD_LABELS } from '@mpu/ui-texts';
import { Component, lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Spinner } from '../../shared/ui/spinner';

const T = PLANNER_TEXTS.calendar;

const PlannerCalendar = lazy(() => import('./planner-calendar'));

interface CalendarCardProps {
  appointments: readonly PlannerAppointment[];
  initialDate: string;
  onMove: (id: string, date: string) => void;
  onToggleCompleted: (id: string) => void;
}

/** The calendar card: legend, hint (tap ticks off, drag moves) and the month calendar (its own chunk, loaded with the card). */
export function CalendarCard({ appointments, initialDate, onMove, onToggleCompleted }: CalendarCardProps) {
  const titleId = useId();
  // The month the calendar opened at stays put while the plan changes.
  const [startDate] = useState(initialDate);
  return (
    <section className="card card--stack" aria-labelledby={titleId}>
      <h2 id={titleId} className="planner-card__title">
        {T.title}
      </h2>
      <ul className="planner-legend" aria-label={T.legend}>
        {TEST_METHODS.map((method) => (
          <li key={method}>
            <span
              className="planner-swatch"
              style={{ backgroundColor: APPOINTMENT_COLOURS[method].hex }}
              aria-hidden="true"
            />
            {TEST_METHOD_LABELS[method]}
          </li>
        ))}
      </ul>
      <p className="planner-card__hint">{T.hint}</p>
      <CalendarBoundary>
        <Suspense fallback={<Spinner label={T.loading} />}>
          <PlannerCalendar
            appointments={appointments}
            initialDate={startDate}
            onMove={onMove}
            onToggleCompleted={onToggleCompleted}
          />
        </Suspense>
      </CalendarBoundary>
    </section>
  );
}

/** A calendar chunk that fails to load (connection lost) leaves the rest of the page working. */
class CalendarBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (
      <p className="planner-card__hint" role="alert">
        {T.loadError}
      </p>
    ) : (
      this.props.children
    );
  }
}
