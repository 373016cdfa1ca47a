import '../../styles/self-help.css';
import { SELF_HELP_TEXTS, SHARED_TEXTS } from '@mpu/ui-texts';
import {
  evaluateSelfAssessment,
  selectedAnswers,
  SELF_ASSESSMENT_QUESTIONS,
  type SelfAssessmentResult,
} from '@mpu/domain';
import { useState, type Ref } from 'react';
import { Link } from 'react-router';
import { useTrackFeature } from '../../shared/tracking/track-feature';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { ChoiceGroup } from './choice-group';
import { ToolHeader } from './tool-header';
import { useStepFocus } from './use-substance-wizard';

const T = SELF_HELP_TEXTS.selfAssessment;
const TOTAL = SELF_ASSESSMENT_QUESTIONS.length;

/**
 * /info/quiz 'MPU Selbsteinschätzung' (spec 2 §2/§3/§5): five questions, one per screen, then the result.
 * Answers are kept when going back; 'Neue Einschätzung' clears them. Like every /info page it links back to
 * MPU Grundlagen (route table); the spec's 'Zurück zur Übersicht' goes to /.
 */
export default function SelfAssessmentPage() {
  usePageTitle(SELF_HELP_TEXTS.selfAssessment.title);
  useTrackFeature('self_assessment');
  const [index, setIndex] = useState(0);
  const [selection, setSelection] = useState<Record<string, string>>({});
  const heading = useStepFocus<HTMLHeadingElement>(index);
  const question = SELF_ASSESSMENT_QUESTIONS[index];

  function restart() {
    setSelection({});
    setIndex(0);
  }

  return (
    <main className="page self-help-page">
      <ToolHeader
        title={SELF_HELP_TEXTS.selfAssessment.title}
        back={{ to: '/info', label: SHARED_TEXTS.backToBasics }}
      />
      {question ? (
        <section className="wizard-step" aria-labelledby="quiz-question">
          {index === 0 && <p className="page__lead">{T.lead}</p>}
          <QuizProgress number={index + 1} />
          <h2 id="quiz-question" className="wizard-step__title focus-heading" ref={heading} tabIndex={-1}>
            {question.question}
          </h2>
          <ChoiceGroup
            legend={{ labelledBy: 'quiz-question' }}
            name={question.id}
            choices={question.options}
            value={selection[question.id] ?? null}
            onChange={(value) => setSelection((current) => ({ ...current, [question.id]: value }))}
          />
          <div className="wizard-actions">
            {index > 0 && (
              <button type="button" className="button button--secondary" onClick={() => setIndex(index - 1)}>
                {SELF_HELP_TEXTS.back}
              </button>
            )}
            <button
              type="button"
              className="button button--primary"
              disabled={selection[question.id] === undefined}
              onClick={() => setIndex(index + 1)}
            >
              {index === TOTAL - 1 ? T.evaluate : SELF_HELP_TEXTS.next}
            </button>
          </div>
        </section>
      ) : (
        <QuizResult
          headingRef={heading}
          result={evaluateSelfAssessment(selectedAnswers(selection))}
          onRestart={restart}
        />
      )}
      <Link to="/" className="tool-link">
        {T.backToOverview}
      </Link>
    </main>
  );
}

function QuizProgress({ number }: { number: number }) {
  const text = T.progress(number, TOTAL);
  return (
    <div className="quiz-progress">
      <p className="quiz-progress__text" aria-hidden="true">
        {text}
      </p>
      <div
        className="progress-bar"
        role="progressbar"
        aria-label={text}
        aria-valuemin={1}
        aria-valuemax={TOTAL}
        aria-valuenow={number}
        aria-valuetext={text}
      >
        <span className="progress-bar__fill" style={{ width: `${(number / TOTAL) * 100}%` }} />
      </div>
    </div>
  );
}

interface QuizResultProps {
  headingRef: Ref<HTMLHeadingElement>;
  result: SelfAssessmentResult;
  onRestart: () => void;
}

function QuizResult({ headingRef, result, onRestart }: QuizResultProps) {
  return (
    <section className="wizard-step" aria-labelledby="quiz-result-title">
      <h2 id="quiz-result-title" className="wizard-step__title focus-heading" ref={headingRef} tabIndex={-1}>
        {T.resultTitle}
      </h2>
      <div className="card card--stack result-card">
        <p className="type-badge">{T.type(result.type)}</p>
        <p className="result-card__verdict">{T.typeTitles[result.type]}</p>
        <p>{result.description}</p>
      </div>
      <section className="result-block" aria-labelledby="quiz-recommendations-title">
        <h3 id="quiz-recommendations-title" className="result-block__title">
          {T.recommendations}
        </h3>
        <ul className="note-list">
          {result.recommendations.map((recommendation) => (
            <li key={recommendation}>{recommendation}</li>
          ))}
        </ul>
      </section>
      <button type="button" className="button button--primary button--block" onClick={onRestart}>
        {T.restart}
      </button>
    </section>
  );
}
