import { QUESTIONNAIRE_TEXTS as T } from '@mpu/ui-texts';
import {
  shownQuestions,
  validateAnswer,
  type QuestionnaireAnswers,
  type QuestionnaireQuestion,
} from '@mpu/domain';
import { useEffect, useRef, useState, type FormEvent, type Ref } from 'react';
import { QuestionField } from './question-field';

interface QuestionStepProps {
  question: QuestionnaireQuestion;
  answers: QuestionnaireAnswers;
  revealed: ReadonlySet<string>;
  headingRef: Ref<HTMLHeadingElement>;
  onAnswer: (questionId: string, value: string) => void;
  onNext: () => boolean;
  onBack: () => void;
}

/**
 * One question (spec 2 §4/§5) with "Frage X von Y" — Y counts the questions shown with the answers so far, so it
 * grows when an answer opens a follow-up question. The message shows while typing; a refused "Weiter" shows it
 * and puts the focus on the field. The form makes Enter in the single-line input "Weiter".
 */
export function QuestionStep({
  question,
  answers,
  revealed,
  headingRef,
  onAnswer,
  onNext,
  onBack,
}: QuestionStepProps) {
  const fieldRef = useRef<HTMLDivElement>(null);
  const [refusals, setRefusals] = useState(0);
  const shown = shownQuestions(answers);
  const position = shown.findIndex((q) => q.id === question.id) + 1;
  const value = answers[question.id] ?? '';
  const error = revealed.has(question.id) ? validateAnswer(question, value) : null;

  useEffect(() => {
    if (refusals > 0) fieldRef.current?.querySelector('input')?.focus();
  }, [refusals]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!onNext()) setRefusals((count) => count + 1);
  };

  return (
    <form className="questionnaire-step" onSubmit={submit} noValidate>
      <div className="questionnaire-progress">
        <p className="questionnaire-progress__text">{T.progress(position, shown.length)}</p>
        <div className="progress-bar questionnaire-progress__track" aria-hidden="true">
          <span className="progress-bar__fill" style={{ width: `${(position / shown.length) * 100}%` }} />
        </div>
      </div>
      <div ref={fieldRef}>
        <QuestionField
          question={question}
          value={value}
          error={error}
          onChange={(next) => onAnswer(question.id, next)}
          headingRef={headingRef}
        />
      </div>
      <div className="questionnaire-nav">
        <button type="button" className="button button--secondary" onClick={onBack}>
          {T.back}
        </button>
        <button type="submit" className="button button--primary">
          {T.next}
        </button>
      </div>
    </form>
  );
}
