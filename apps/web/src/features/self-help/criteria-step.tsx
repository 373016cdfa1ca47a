import { SELF_HELP_TEXTS } from '@mpu/ui-texts';
import {
  countCriteria,
  DSM_CRITERIA,
  DSM_CRITERIA_TOTAL,
  type DsmCriteria,
  type DsmCriterion,
} from '@mpu/domain';
import type { FormEvent, Ref } from 'react';
import { CheckField } from './check-field';

const T = SELF_HELP_TEXTS.navigator;

interface CriteriaStepProps {
  headingRef: Ref<HTMLHeadingElement>;
  criteria: DsmCriteria;
  diagnosedDependence: boolean;
  onToggle: (criterion: DsmCriterion, checked: boolean) => void;
  onDiagnosedChange: (checked: boolean) => void;
  onCalculate: () => void;
}

/** Step 2 of the navigator: the 11 DSM-5 criteria (spec 2 §3) and a diagnosed dependence. */
export function CriteriaStep(props: CriteriaStepProps) {
  const { headingRef, criteria, diagnosedDependence, onToggle, onDiagnosedChange, onCalculate } = props;

  function submit(event: FormEvent) {
    event.preventDefault();
    onCalculate();
  }

  return (
    <section className="wizard-step" aria-labelledby="criteria-step-title">
      <h2
        id="criteria-step-title"
        className="wizard-step__title focus-heading"
        ref={headingRef}
        tabIndex={-1}
      >
        {T.criteriaTitle}
      </h2>
      <form className="card card--stack tool-card" noValidate onSubmit={submit}>
        <fieldset className="criteria">
          <legend className="field__label">{T.criteriaIntro}</legend>
          <ul className="criteria__list">
            {DSM_CRITERIA.map((criterion) => (
              <li key={criterion}>
                <CheckField
                  label={T.criteria[criterion].label}
                  description={T.criteria[criterion].text}
                  checked={criteria[criterion] === true}
                  onChange={(checked) => onToggle(criterion, checked)}
                />
              </li>
            ))}
          </ul>
        </fieldset>
        <p className="criteria__count" aria-live="polite">
          {T.criteriaCount(countCriteria(criteria), DSM_CRITERIA_TOTAL)}
        </p>
        <CheckField label={T.diagnosed} checked={diagnosedDependence} onChange={onDiagnosedChange} />
        <button type="submit" className="button button--primary button--block">
          {SELF_HELP_TEXTS.calculate}
        </button>
      </form>
    </section>
  );
}
