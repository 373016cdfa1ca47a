import { useId } from 'react';

interface CheckFieldProps {
  label: string;
  /** An explanation under the label, read as the checkbox's description. */
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox with a large tap area and an optional explanation. */
export function CheckField({ label, description, checked, onChange }: CheckFieldProps) {
  const id = useId();
  return (
    <label className="check">
      <input
        type="checkbox"
        className="choice__input check__input"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
      />
      <span className="check__body">
        <span id={`${id}-label`} className="check__label">
          {label}
        </span>
        {description && (
          <span id={`${id}-description`} className="check__description">
            {description}
          </span>
        )}
      </span>
    </label>
  );
}
