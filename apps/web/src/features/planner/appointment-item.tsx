import type { PlannerAppointment } from '@mpu/contracts';
import { PLANNER_TEXTS } from '@mpu/ui-texts';
import { APPOINTMENT_COLOURS } from '@mpu/domain';
import { TEST_METHOD_LABELS } from '@mpu/ui-texts';
import { useEffect, useRef, useState } from 'react';
import { MoveForm } from './move-form';
import { formatPlannerDate } from './planner-dates';

const T = PLANNER_TEXTS.list;

interface AppointmentItemProps {
  appointment: PlannerAppointment;
  onToggleCompleted: (id: string) => void;
  onMove: (id: string, date: string) => void;
}

/** One appointment: date, description, type with its colour, the completion toggle and 'Termin verschieben'. */
export function AppointmentItem({ appointment, onToggleCompleted, onMove }: AppointmentItemProps) {
  const { id, date, type, description, completed } = appointment;
  const [moving, setMoving] = useState(false);
  const moveButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // After the form closes (and the list may have re-sorted), the focus goes back to 'Termin verschieben'.
  useEffect(() => {
    if (!moving && returnFocus.current) {
      returnFocus.current = false;
      moveButton.current?.focus();
    }
  }, [moving, date]);

  const closeForm = () => {
    returnFocus.current = true;
    setMoving(false);
  };

  return (
    <li className="planner-item" data-type={type} data-completed={completed}>
      <span
        className="planner-item__stripe"
        style={{ backgroundColor: APPOINTMENT_COLOURS[type].hex }}
        aria-hidden="true"
      />
      <div className="planner-item__body">
        <p className="planner-item__date">
          <time dateTime={date}>{formatPlannerDate(date)}</time>
        </p>
        <p className="planner-item__title">{description}</p>
        <p className="planner-item__type">{TEST_METHOD_LABELS[type]}</p>
      </div>
      <div className="planner-item__actions">
        <button
          type="button"
          className="planner-done"
          aria-pressed={completed}
          aria-label={T.doneLabel(description)}
          onClick={() => onToggleCompleted(id)}
        >
          <span className="planner-done__box" aria-hidden="true" />
          {T.done}
        </button>
        <button
          ref={moveButton}
          type="button"
          className="button button--secondary button--small"
          aria-expanded={moving}
          aria-label={T.moveLabel(description)}
          onClick={() => setMoving((open) => !open)}
        >
          {T.move}
        </button>
      </div>
      {moving && (
        <MoveForm
          date={date}
          description={description}
          onSubmit={(next) => {
            onMove(id, next);
            closeForm();
          }}
          onCancel={closeForm}
        />
      )}
    </li>
  );
}
