import { SELF_HELP_TEXTS } from '@mpu/ui-texts';
import type { HypothesisResult } from '@mpu/domain';
import type { Ref } from 'react';

const T = SELF_HELP_TEXTS.navigator;

interface HypothesisResultViewProps {
  headingRef: Ref<HTMLHeadingElement>;
  result: HypothesisResult;
  onRestart: () => void;
}

/** Step 3 (spec 2 §3/§5/§9): the hypothesis, "DSM‑5: n/11 Kriterien", severity and recommendation. */
export function HypothesisResultView({ headingRef, result, onRestart }: HypothesisResultViewProps) {
  const { hypothesis, severity } = result;
  return (
    <section className="wizard-step" aria-labelledby="hypothesis-result-title">
      <h2
        id="hypothesis-result-title"
        className="wizard-step__title focus-heading"
        ref={headingRef}
        tabIndex={-1}
      >
        {T.resultTitle}
      </h2>
      <div className={`card card--stack result-card result-card--${severity ?? 'none'}`}>
        <p className="result-card__verdict">{hypothesis ? T.hypothesis(hypothesis) : T.noHypothesis}</p>
        <p className="result-card__figure">{result.reasoning}</p>
        {severity && <p>{T.severity(T.severityLabels[severity])}</p>}
        <p>{result.recommendation ?? T.noHypothesisText}</p>
      </div>
      <p className="disclaimer">{T.disclaimer}</p>
      <button type="button" className="button button--primary button--block" onClick={onRestart}>
        {SELF_HELP_TEXTS.newCalculation}
      </button>
    </section>
  );
}
