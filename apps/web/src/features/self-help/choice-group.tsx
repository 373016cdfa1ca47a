import { useId } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

interface ChoiceGroupProps<T extends string> {
  /** The group's name: a legend, or the id of a heading that already names it. */
  legend: string | { labelledBy: string };
  name: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  error?: string;
  hint?: string;
  /** Lay the options out side by side (short labels). */
  inline?: boolean;
}

/** A radio group as large tappable cards, with its legend and validation message. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  error,
  hint,
  inline = false,
}: ChoiceGroupProps<T>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={`choice-group${inline ? ' choice-group--inline' : ''}`}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      aria-labelledby={typeof legend === 'string' ? undefined : legend.labelledBy}
    >
      {typeof legend === 'string' && <legend className="field__label choice-group__legend">{legend}</legend>}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <div className={`choice-list${error ? ' choice-list--invalid' : ''}`}>
        {choices.map((choice) => {
          const optionId = `${id}-${choice.value}`;
          return (
            <label key={choice.value} className="choice">
              <input
                type="radio"
                className="choice__input"
                name={`${name}-${id}`}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
                aria-labelledby={`${optionId}-label`}
                aria-describedby={choice.hint ? `${optionId}-hint` : undefined}
              />
              <span className="choice__body">
                <span id={`${optionId}-label`} className="choice__label">
                  {choice.label}
                </span>
                {choice.hint && (
                  <span id={`${optionId}-hint`} className="choice__hint">
                    {choice.hint}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
