import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby'
>;

interface NumberFieldProps extends NativeProps {
  label: ReactNode;
  value: string;
  /** `badInput`: the browser holds text that is no number (its value is then empty). */
  onValueChange: (value: string, badInput: boolean) => void;
  hint?: string;
  error?: string;
}

/** A labelled numeric input with its hint and validation message wired up for assistive technology. */
export function NumberField({
  label,
  value,
  onValueChange,
  hint,
  error,
  className,
  ...props
}: NumberFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        inputMode="decimal"
        {...props}
        id={id}
        type="number"
        className="field__input"
        value={value}
        onChange={(event) => onValueChange(event.target.value, event.target.validity.badInput)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
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
