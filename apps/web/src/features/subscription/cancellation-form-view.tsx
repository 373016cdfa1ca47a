import { berlinToday, type CancellationResponse } from '@mpu/contracts';
import { CANCELLATION_TEXTS } from '@mpu/ui-texts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../shared/api/api-error';
import { newIdempotencyKey } from '../../shared/api/idempotency-key';
import { SubmitButton } from '../../shared/ui/submit-button';
import { TextField } from '../../shared/ui/text-field';
import { useValidatedForm } from '../auth/use-validated-form';
import { useSubmitCancellationMutation } from './cancellation.api';
import { cancellationFormSchema, type CancellationFormValues } from './cancellation-form';

const T = CANCELLATION_TEXTS;
const E = CANCELLATION_TEXTS.errors;

/** A failed POST: nothing was received. 429 and an unreachable service get their own clear words. */
const UNAVAILABLE: readonly unknown[] = [502, 503, 504, 'FETCH_ERROR', 'TIMEOUT_ERROR'];

function submitErrorText(error: unknown): string {
  const status =
    typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  if (status === 429) return E.rateLimited;
  if (UNAVAILABLE.includes(status)) return E.unavailable;
  return errorMessage(error, E.unexpected);
}

/** Moves focus to the first field (input or the reason's textarea, in the form's order) with a message. */
function focusFirstInvalid(form: HTMLFormElement | null, errors: Record<string, string>): void {
  const fields = form ? [...form.elements] : [];
  const first = fields.find(
    (element) =>
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
      element.name in errors,
  );
  if (first instanceof HTMLElement) first.focus();
}

interface Option<Value extends string> {
  value: Value;
  label: string;
  hint?: string;
}

interface RadioGroupProps<Value extends string> {
  legend: string;
  name: string;
  options: readonly Option<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}

/** Radio buttons as large tappable boxes (arrow keys move between them, as in every radio group). */
function RadioGroup<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: RadioGroupProps<Value>) {
  const id = useId();
  return (
    <fieldset className="cancellation-choices">
      <legend className="field__label">{legend}</legend>
      <div className="choice-list">
        {options.map((option) => (
          <label key={option.value} className="choice">
            <input
              type="radio"
              className="choice__input"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-labelledby={`${id}-${option.value}-label`}
              aria-describedby={option.hint ? `${id}-${option.value}-hint` : undefined}
            />
            <span className="cancellation-choices__text">
              <span id={`${id}-${option.value}-label`} className="cancellation-choices__label">
                {option.label}
              </span>
              {option.hint && (
                <span id={`${id}-${option.value}-hint`} className="field__hint">
                  {option.hint}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ReasonField({
  value,
  onValueChange,
  error,
}: {
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {T.reasonLabel}
      </label>
      <textarea
        id={id}
        name="reason"
        className="field__input cancellation-reason"
        rows={4}
        maxLength={2000}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

const KINDS = [
  { value: 'ordinary', label: T.kinds.ordinary, hint: T.kindHints.ordinary },
  { value: 'extraordinary', label: T.kinds.extraordinary, hint: T.kindHints.extraordinary },
] as const;
const DATE_MODES = [
  { value: 'asap', label: T.dateModes.asap },
  { value: 'date', label: T.dateModes.date },
] as const;

interface CancellationFormProps {
  initialValues: CancellationFormValues;
  /** The server confirmed the receipt; `email` is where the confirmation goes. */
  onReceived: (answer: CancellationResponse, email: string) => void;
}

/** The declaration: validated with the contracts' schema, sent once per click ("Jetzt kündigen"). */
export function CancellationForm({ initialValues, onReceived }: CancellationFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  // One declaration, one key: "Jetzt kündigen" again after a failure sends the same key (decision 0012).
  const idempotencyKey = useRef(newIdempotencyKey());
  const [submit, { isLoading }] = useSubmitCancellationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { values, field, setField, validateAll } = useValidatedForm(cancellationFormSchema, initialValues);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const result = validateAll();
    if (!result.ok) {
      focusFirstInvalid(formRef.current, result.fieldErrors);
      return;
    }
    sending.current = true;
    setFailure(null);
    try {
      const answer = await submit({ body: result.data, idempotencyKey: idempotencyKey.current }).unwrap();
      onReceived(answer, result.data.email);
    } catch (error) {
      setFailure(submitErrorText(error));
    } finally {
      sending.current = false;
    }
  };

  const reason = field('reason');
  return (
    <form
      ref={formRef}
      className="form card card--stack cancellation-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={T.formLabel}
    >
      <TextField label={T.nameLabel} {...field('name')} autoComplete="name" maxLength={200} />
      <TextField
        label={T.emailLabel}
        {...field('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        hint={T.emailHint}
        hintWithError
      />
      <TextField
        label={T.subscriptionLabel}
        {...field('subscription')}
        hint={T.subscriptionHint}
        hintWithError
        maxLength={200}
      />
      <RadioGroup
        legend={T.kindLegend}
        name="kind"
        options={KINDS}
        value={values.kind}
        onChange={(kind) => setField('kind', kind)}
      />
      {values.kind === 'extraordinary' && (
        <ReasonField value={reason.value} onValueChange={reason.onValueChange} error={reason.error} />
      )}
      <RadioGroup
        legend={T.dateLegend}
        name="dateMode"
        options={DATE_MODES}
        value={values.dateMode}
        onChange={(mode) => setField('dateMode', mode)}
      />
      {values.dateMode === 'date' && (
        <TextField label={T.dateLabel} {...field('desiredDate')} type="date" min={berlinToday()} />
      )}
      {failure && (
        <div className="error-box" role="alert">
          <p>
            <strong>{E.title}</strong>
          </p>
          <p>{failure}</p>
        </div>
      )}
      <SubmitButton label={T.submit} pending={isLoading} />
    </form>
  );
}
