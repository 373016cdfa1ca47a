import { SELF_HELP_TEXTS } from '@mpu/ui-texts';
import type { Substance } from '@mpu/domain';
import type { Ref } from 'react';
import { ChoiceGroup, type Choice } from './choice-group';

const T = SELF_HELP_TEXTS.substance;

const SUBSTANCES: readonly Choice<Substance>[] = [
  { value: 'alcohol', label: T.alcohol, hint: T.alcoholHint },
  { value: 'drugs', label: T.drugs, hint: T.drugsHint },
];

interface SubstanceStepProps {
  headingRef: Ref<HTMLHeadingElement>;
  substance: Substance | null;
  onChoose: (substance: Substance) => void;
  onNext: () => void;
}

/** Step 1 of the wizards: alcohol or drugs; Weiter only once one is chosen. */
export function SubstanceStep({ headingRef, substance, onChoose, onNext }: SubstanceStepProps) {
  return (
    <section className="wizard-step" aria-labelledby="substance-step-title">
      <h2
        id="substance-step-title"
        className="wizard-step__title focus-heading"
        ref={headingRef}
        tabIndex={-1}
      >
        {T.title}
      </h2>
      <ChoiceGroup
        legend={T.legend}
        name="substance"
        choices={SUBSTANCES}
        value={substance}
        onChange={onChoose}
      />
      <button
        type="button"
        className="button button--primary button--block"
        disabled={substance === null}
        onClick={onNext}
      >
        {SELF_HELP_TEXTS.next}
      </button>
    </section>
  );
}
