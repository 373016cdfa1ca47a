import { validate, type Schema, type ValidationResult } from '@mpu/contracts';
import { useRef, useState } from 'react';

type FieldErrors = Record<string, string>;

/** Form values checked with a contracts schema: validated on submit, afterwards live on every change. */
export function useValidatedForm<Values extends Record<string, string>, Output>(
  schema: Schema<Output>,
  initialValues: Values,
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  // The latest values also between renders (several changes may arrive before React re-renders).
  const latest = useRef(initialValues);
  const submitted = useRef(false);

  const setField = (name: keyof Values & string, value: string) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    if (submitted.current) setErrors(errorsOf(validate(schema, next)));
  };

  /** Validates all fields (on submit) and shows their messages; from now on they update live. */
  const validateAll = (): ValidationResult<Output> => {
    submitted.current = true;
    const result = validate(schema, latest.current);
    setErrors(errorsOf(result));
    return result;
  };

  /** The value, change handler and message of one field, for a TextField. */
  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    onValueChange: (value: string) => setField(name, value),
    error: errors[name],
  });

  return { values, errors, setField, field, validateAll };
}

function errorsOf(result: ValidationResult<unknown>): FieldErrors {
  return result.ok ? {} : result.fieldErrors;
}

/** Moves focus to the first field (in the form's order) that has a message. */
export function focusFirstInvalid(form: HTMLFormElement | null, fieldErrors: FieldErrors): void {
  const fields = form ? [...form.elements] : [];
  const first = fields.find((element) => element instanceof HTMLInputElement && element.name in fieldErrors);
  if (first instanceof HTMLInputElement) first.focus();
}
