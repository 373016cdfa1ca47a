import { isIsoDate } from '@mpu/contracts';
import { PLANNER_TEXTS } from '@mpu/ui-texts';
import { useId, useState, type FormEvent } from 'react';
import { DATE_INPUT_MAX, DATE_INPUT_MIN } from './planner.constants';

const T = PLANNER_TEXTS.list;

interface MoveFormProps {
  date: string;
  description: string;
  onSubmit: (date: string) => void;
  onCancel: () => void;
}

/**
 * 'Termin verschieben' without dragging: a date field, saved with 'Speichern' (not on every change — typing a
 * date digit by digit passes through other valid dates).
 */
export function MoveForm({ date, description, onSubmit, onCancel }: MoveFormProps) {
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState(date);
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isIsoDate(value) || value < DATE_INPUT_MIN || value > DATE_INPUT_MAX) {
      setInvalid(true);
      return;
    }
    if (value === date) onCancel();
    else onSubmit(value);
  };

  return (
    <form className="planner-move" onSubmit={submit} aria-label={T.moveLabel(description)} noValidate>
      <div className={invalid ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={inputId}>
          {T.dateLabel}
        </label>
        <input
          id={inputId}
          type="date"
          className="field__input"
          value={value}
          min={DATE_INPUT_MIN}
          max={DATE_INPUT_MAX}
          required
          autoFocus
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              onCancel();
            }
          }}
        />
        {invalid && (
          <p id={errorId} className="field__error" role="alert">
            {T.invalidDate}
          </p>
        )}
      </div>
      <div className="planner-move__actions">
        <button type="submit" className="button button--primary button--small">
          {T.save}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onCancel}>
          {T.cancel}
        </button>
      </div>
    </form>
  );
}
