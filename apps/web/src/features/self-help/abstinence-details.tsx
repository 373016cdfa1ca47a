import { SELF_HELP_TEXTS } from '@mpu/ui-texts';
import type { AlcoholHypothesis, CannabisHypothesis, DrugUseType, Substance } from '@mpu/domain';
import { useEffect, useRef, type FormEvent, type Ref } from 'react';
import {
  BAC_LIMITS,
  type AlcoholErrors,
  type AlcoholForm,
  type DrugErrors,
  type DrugForm,
} from './abstinence-form';
import { CheckField } from './check-field';
import { ChoiceGroup, type Choice } from './choice-group';
import { NumberField } from './number-field';

const T = SELF_HELP_TEXTS.abstinence;

const choices = <V extends string>(labels: Readonly<Record<V, string>>): Choice<V>[] =>
  (Object.keys(labels) as V[]).map((value) => ({ value, label: labels[value] }));

const HYPOTHESES = choices<AlcoholHypothesis>(T.hypothesisOptions);
const USE_TYPES = choices<DrugUseType>(T.useTypeOptions);
const CANNABIS = choices<CannabisHypothesis>(T.cannabisOptions);

interface AbstinenceDetailsProps {
  headingRef: Ref<HTMLHeadingElement>;
  substance: Substance;
  alcohol: AlcoholForm;
  drugs: DrugForm;
  alcoholErrors: AlcoholErrors;
  drugErrors: DrugErrors;
  /** Counts the refused 'Berechnen' presses: each one moves the focus to the first invalid field. */
  refusals: number;
  onAlcoholChange: (change: Partial<AlcoholForm>) => void;
  onDrugChange: (change: Partial<DrugForm>) => void;
  onCalculate: () => void;
}

/** Step 2 of the abstinence calculator: the alcohol or drug details (spec 2 §3/§5). */
export function AbstinenceDetails(props: AbstinenceDetailsProps) {
  const { headingRef, substance, refusals, onCalculate } = props;
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refusals > 0)
      form.current
        ?.querySelector<HTMLElement>('[aria-invalid="true"] input, input[aria-invalid="true"]')
        ?.focus();
  }, [refusals]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onCalculate();
  }

  return (
    <section className="wizard-step" aria-labelledby="abstinence-details-title">
      <h2
        id="abstinence-details-title"
        className="wizard-step__title focus-heading"
        ref={headingRef}
        tabIndex={-1}
      >
        {T.detailsTitle}
      </h2>
      <form ref={form} className="card card--stack tool-card" noValidate onSubmit={submit}>
        {substance === 'alcohol' ? <AlcoholFields {...props} /> : <DrugFields {...props} />}
        <button type="submit" className="button button--primary button--block">
          {SELF_HELP_TEXTS.calculate}
        </button>
      </form>
    </section>
  );
}

function AlcoholFields({ alcohol, alcoholErrors: errors, onAlcoholChange: change }: AbstinenceDetailsProps) {
  return (
    <>
      <ChoiceGroup
        legend={T.hypothesis}
        hint={T.hypothesisHint}
        name="hypothesis"
        choices={HYPOTHESES}
        value={alcohol.hypothesis}
        onChange={(hypothesis) => change({ hypothesis })}
        error={errors.hypothesis}
      />
      <NumberField
        label={T.offences}
        hint={T.offencesHint}
        value={alcohol.alcoholOffences.value}
        onValueChange={(value, bad) => change({ alcoholOffences: { value, bad } })}
        error={errors.alcoholOffences}
        min={0}
        step={1}
        inputMode="numeric"
      />
      <CheckField
        label={T.impairment}
        checked={alcohol.impairmentObserved}
        onChange={(impairmentObserved) => change({ impairmentObserved })}
      />
      <NumberField
        label={T.bac}
        hint={T.bacHint}
        value={alcohol.bac.value}
        onValueChange={(value, bad) => change({ bac: { value, bad } })}
        error={errors.bac}
        min={BAC_LIMITS.min}
        max={BAC_LIMITS.max}
        step={BAC_LIMITS.step}
      />
      <CheckField
        label={T.unusualTime}
        checked={alcohol.unusualTime}
        onChange={(unusualTime) => change({ unusualTime })}
      />
    </>
  );
}

function DrugFields({ drugs, drugErrors: errors, onDrugChange: change }: AbstinenceDetailsProps) {
  return (
    <>
      <ChoiceGroup
        legend={T.useType}
        name="use-type"
        choices={USE_TYPES}
        value={drugs.useType}
        onChange={(useType) => change({ useType })}
        error={errors.useType}
      />
      {drugs.useType === 'cannabis' && (
        <ChoiceGroup
          legend={T.cannabisHypothesis}
          name="cannabis-hypothesis"
          choices={CANNABIS}
          value={drugs.cannabisHypothesis}
          onChange={(cannabisHypothesis) => change({ cannabisHypothesis })}
          error={errors.cannabisHypothesis}
        />
      )}
    </>
  );
}
