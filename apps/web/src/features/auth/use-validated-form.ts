import type { Schema, ValidationResult } from '@mpu/contracts';
import { useRef, useState } from 'react';
import { loadAuthValidation, type AuthValidation } from './load-auth-validation';

type FieldErrors = Record<string, string>;

export interface FormCheck<Output> {
  result: ValidationResult<Output>;
  validation: AuthValidation;
}

/**
 * Form values checked with a contracts schema: validated on submit, afterwards live on every change.
 * The schemas load with the first interaction (`preload`), so rendering the form does not wait for zod.
 */
export function useValidatedForm<Values extends Record<string, string>, Output>(
  pickSchema: (validation: AuthValidation) => Schema<Output>,
  initialValues: Values,
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checking, setChecking] = useState(false);
  const latest = useRef(initialValues);
  const submitted = useRef(false);
  const loaded = useRef<AuthValidation | null>(null);

  const check = (validation: AuthValidation, input: Values) =>
    validation.validate(pickSchema(validation), input);

  const preload = () => {
    loadAuthValidation().then(
      (validation) => {
        loaded.current = validation;
      },
      () => undefined, // retried on submit, which reports the failure
    );
  };

  const setField = (name: keyof Values & string, value: string) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    if (submitted.current && loaded.current) setErrors(errorsOf(check(loaded.current, next)));
  };

  /** Rejects only when the schemas cannot be loaded. */
  const validateAll = async (): Promise<FormCheck<Output>> => {
    setChecking(true);
    try {
      const validation = loaded.current ?? (await loadAuthValidation());
      loaded.current = validation;
      submitted.current = true;
      const result = check(validation, latest.current);
      setErrors(errorsOf(result));
      return { result, validation };
    } finally {
      setChecking(false);
    }
  };

  return { values, errors, setField, validateAll, preload, checking };
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
