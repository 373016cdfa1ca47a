import { QUESTIONNAIRE_TEXTS } from '@mpu/ui-texts';
import { answerLabel, shownQuestions, type QuestionnaireAnswers } from '@mpu/domain';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { CheckIcon } from './questionnaire-icons';

const T = QUESTIONNAIRE_TEXTS.summary;
const M = QUESTIONNAIRE_TEXTS.submit;

interface QuestionnaireSummaryProps {
  answers: QuestionnaireAnswers;
  submitting: boolean;
  done: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onEdit: (questionId: string) => void;
  onBack: () => void;
  onSubmit: () => void;
}

/**
 * The summary (spec 2 §4): every shown question with its answer, "Bearbeiten" per answer and "Absenden"; after the
 * submit "Fragebogen abgeschlossen!" with a link home.
 */
export function QuestionnaireSummary({
  answers,
  submitting,
  done,
  headingRef,
  onEdit,
  onBack,
  onSubmit,
}: QuestionnaireSummaryProps) {
  return (
    <section className="questionnaire-summary" aria-labelledby="questionnaire-summary-title">
      {done ? (
        <div className="questionnaire-done">
          <CheckIcon className="questionnaire-done__icon" width={40} height={40} />
          <h2 id="questionnaire-summary-title" className="focus-heading" ref={headingRef} tabIndex={-1}>
            {M.completed}
          </h2>
          <p>{T.doneText}</p>
          <Link to="/" className="button button--primary button--block">
            {T.toHome}
          </Link>
        </div>
      ) : (
        <>
          <h2 id="questionnaire-summary-title" className="focus-heading" ref={headingRef} tabIndex={-1}>
            {T.title}
          </h2>
          <p className="page__lead">{T.lead}</p>
        </>
      )}

      <ol className="questionnaire-answers" aria-label={T.title}>
        {shownQuestions(answers).map((question) => (
          <li key={question.id} className="questionnaire-answer">
            <p className="questionnaire-answer__question">{question.question}</p>
            <p className="questionnaire-answer__value">
              {answerLabel(question, answers[question.id]) || T.noAnswer}
            </p>
            {!done && (
              <button
                type="button"
                className="button button--ghost button--small questionnaire-answer__edit"
                disabled={submitting}
                onClick={() => onEdit(question.id)}
                aria-label={`${T.edit}: ${question.question}`}
              >
                {T.edit}
              </button>
            )}
          </li>
        ))}
      </ol>

      {!done && (
        <div className="questionnaire-nav">
          <button type="button" className="button button--secondary" onClick={onBack} disabled={submitting}>
            {QUESTIONNAIRE_TEXTS.back}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={onSubmit}
            disabled={submitting}
            aria-busy={submitting || undefined}
          >
            {submitting && <span className="spinner spinner--small" aria-hidden="true" />}
            {T.submit}
          </button>
        </div>
      )}
    </section>
  );
}
