import { SELF_HELP_TEXTS } from '@mpu/ui-texts';
import type { AbstinenceResult, ProofRequirements, TestMethod } from '@mpu/domain';
import { TEST_METHOD_LABELS } from '@mpu/ui-texts';
import type { Ref } from 'react';
import { Link } from 'react-router';

const T = SELF_HELP_TEXTS.abstinence;

interface AbstinenceResultViewProps {
  headingRef: Ref<HTMLHeadingElement>;
  result: AbstinenceResult;
  onRestart: () => void;
}

/**
 * Step 3 (spec 2 §3): required or not, the months, the test options with sample counts and hair limits, notes;
 * with a required proof the way to the planner.
 */
export function AbstinenceResultView({ headingRef, result, onRestart }: AbstinenceResultViewProps) {
  const period = result.months ?? result.recommendedMonths;
  const { proof } = result;
  return (
    <section className="wizard-step" aria-labelledby="abstinence-result-title">
      <h2
        id="abstinence-result-title"
        className="wizard-step__title focus-heading"
        ref={headingRef}
        tabIndex={-1}
      >
        {T.resultTitle}
      </h2>
      <div className={`card card--stack result-card result-card--${result.required ? 'required' : 'free'}`}>
        <p className="result-card__verdict">{result.required ? T.required : T.notRequired}</p>
        {result.months !== null && <p className="result-card__figure">{T.months(result.months)}</p>}
        {result.recommendedMonths !== null && (
          <p className="result-card__recommendation">{T.recommended(result.recommendedMonths)}</p>
        )}
        <p>{result.reasoning}</p>
      </div>

      {period !== null && proof && result.testOptions.length > 0 && (
        <section className="result-block" aria-labelledby="abstinence-options-title">
          <h3 id="abstinence-options-title" className="result-block__title">
            {T.testOptions}
          </h3>
          <ul className="option-list">
            {result.testOptions.map((method) => (
              <li key={method} className="option-list__item">
                <h4 className="option-list__title">{TEST_METHOD_LABELS[method]}</h4>
                <TestOptionDetails method={method} proof={proof} months={period} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {result.notes.length > 0 && (
        <section className="result-block" aria-labelledby="abstinence-notes-title">
          <h3 id="abstinence-notes-title" className="result-block__title">
            {T.notes}
          </h3>
          <ul className="note-list">
            {result.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      )}

      {result.required && (
        <Link to="/abstinenztest" className="tool-link">
          {T.planProofs}
        </Link>
      )}

      <button type="button" className="button button--primary button--block" onClick={onRestart}>
        {SELF_HELP_TEXTS.newCalculation}
      </button>
    </section>
  );
}

function TestOptionDetails({
  method,
  proof,
  months,
}: {
  method: TestMethod;
  proof: ProofRequirements;
  months: number;
}) {
  if (method === 'urine') {
    return (
      <p>
        {proof.urineSamples === null ? T.urineSamplesOpen : T.urineSamples(proof.urineSamples, months)}{' '}
        {T.urineUnannounced}
      </p>
    );
  }
  const { hair } = proof;
  return (
    <p>
      {T.hairPerMonth(hair.cmPerMonth)} {T.hairLimit(hair.maxMonthsPerSample, hair.maxLengthCm)}{' '}
      {T.hairSamples(hair.samplesNeeded, months)}
    </p>
  );
}
