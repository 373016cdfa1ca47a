import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'onChange' | 'value' | 'aria-invalid' | 'aria-describedby'
> {
  label: ReactNode;
  value: string;
  /** `badInput`: the browser holds text it cannot read as the input's type (a number field's value is then ''). */
  onValueChange: (value: string, badInput: boolean) => void;
  error?: string;
  hint?: string;
  /** Keep the hint under a message (by default the message replaces it). */
  hintWithError?: boolean;
  /** Classes of the field's wrapper (the input itself is always `field__input`). */
  className?: string;
}

/** A labelled input with an optional hint and its validation message wired up for assistive technology. */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  hintWithError = false,
  className,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const hintId = hint && (hintWithError || !error) ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...inputProps}
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value, event.target.validity.badInput)}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hintId && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
