import { QUESTIONNAIRE_LIMITS } from '@mpu/contracts';
import { QUESTIONNAIRE_TEXTS } from '@mpu/ui-texts';
import { splitMultiAnswer, toggleMultiAnswer, type QuestionnaireQuestion } from '@mpu/domain';
import { useId, type Ref } from 'react';

export interface QuestionFieldProps {
  question: QuestionnaireQuestion;
  value: string;
  /** The validation message to show (null: valid, or not revealed yet). */
  error: string | null;
  onChange: (value: string) => void;
  /** The question's heading, which gets the focus when the step opens. */
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * The input of one question by its type (spec 2 §3/§5): text → single-line input (Enter = Weiter), number →
 * numeric input, multiple choice and yes/no → radio group, checkbox and multiple select → optional checkboxes.
 */
export function QuestionField(props: QuestionFieldProps) {
  switch (props.question.type) {
    case 'text':
    case 'number':
      return <InputQuestion {...props} />;
    case 'multiple_choice':
    case 'yes_no':
      return <ChoiceQuestion {...props} />;
    case 'checkbox':
    case 'multiple_select':
      return <MultiQuestion {...props} />;
  }
}

function ErrorText({ id, error }: { id: string; error: string | null }) {
  return error ? (
    <p id={id} className="field__error">
      {error}
    </p>
  ) : null;
}

function InputQuestion({ question, value, error, onChange, headingRef }: QuestionFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`field questionnaire-field${error ? ' field--invalid' : ''}`}>
      <h2 className="questionnaire-question focus-heading" ref={headingRef} tabIndex={-1}>
        <label htmlFor={id}>{question.question}</label>
      </h2>
      <input
        id={id}
        name={question.id}
        type="text"
        className="field__input"
        inputMode={question.type === 'number' ? 'decimal' : undefined}
        autoComplete="off"
        enterKeyHint="next"
        maxLength={QUESTIONNAIRE_LIMITS.answerMax}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <ErrorText id={errorId} error={error} />
    </div>
  );
}

function ChoiceQuestion({ question, value, error, onChange, headingRef }: QuestionFieldProps) {
  const id = useId();
  const headingId = `${id}-question`;
  const errorId = `${id}-error`;
  const row = question.type === 'yes_no';
  return (
    <fieldset
      className="questionnaire-field"
      role="radiogroup"
      aria-labelledby={headingId}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="questionnaire-legend">
        <h2 className="questionnaire-question focus-heading" id={headingId} ref={headingRef} tabIndex={-1}>
          {question.question}
        </h2>
      </legend>
      <div
        className={`choice-list${row ? ' questionnaire-options--row' : ''}${error ? ' choice-list--invalid' : ''}`}
      >
        {(question.options ?? []).map((option) => (
          <label key={option.value} className="choice questionnaire-option">
            <input
              type="radio"
              className="choice__input"
              name={question.id}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <ErrorText id={errorId} error={error} />
    </fieldset>
  );
}

function MultiQuestion({ question, value, error, onChange, headingRef }: QuestionFieldProps) {
  const id = useId();
  const headingId = `${id}-question`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const chosen = splitMultiAnswer(value);
  return (
    <fieldset
      className="questionnaire-field"
      aria-labelledby={headingId}
      aria-describedby={error ? `${errorId} ${hintId}` : hintId}
    >
      <legend className="questionnaire-legend">
        <h2 className="questionnaire-question focus-heading" id={headingId} ref={headingRef} tabIndex={-1}>
          {question.question}
        </h2>
      </legend>
      <p id={hintId} className="field__hint">
        {QUESTIONNAIRE_TEXTS.optionalHint}
      </p>
      <div className={`choice-list${error ? ' choice-list--invalid' : ''}`}>
        {(question.options ?? []).map((option) => (
          <label key={option.value} className="choice questionnaire-option">
            <input
              type="checkbox"
              className="choice__input"
              name={question.id}
              value={option.value}
              checked={chosen.includes(option.value)}
              onChange={() => onChange(toggleMultiAnswer(question, value, option.value))}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <ErrorText id={errorId} error={error} />
    </fieldset>
  );
}
