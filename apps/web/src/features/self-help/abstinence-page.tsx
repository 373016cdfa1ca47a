import '../../styles/self-help.css';
import { SELF_HELP_TEXTS } from '@mpu/ui-texts';
import { calculateAbstinence, type AbstinenceResult, type Substance } from '@mpu/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTrackFeature } from '../../shared/tracking/track-feature';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { AbstinenceDetails } from './abstinence-details';
import {
  abstinenceInput,
  hasErrors,
  INITIAL_ALCOHOL_FORM,
  INITIAL_DRUG_FORM,
  validateAlcoholForm,
  validateDrugForm,
  type AlcoholForm,
  type DrugForm,
} from './abstinence-form';
import { AbstinenceResultView } from './abstinence-result-view';
import { SubstanceStep } from './substance-step';
import { StepCounter, ToolHeader } from './tool-header';
import { useStepFocus, useSubstanceWizard, WIZARD_STEPS } from './use-substance-wizard';

const T = SELF_HELP_TEXTS.abstinence;

/**
 * /abstinenzrechner 'Abstinenzrechner' (spec 2 §2/§4/§9): substance, details, result. Field errors show
 * after the first 'Berechnen' and then follow the input.
 */
export default function AbstinencePage() {
  usePageTitle(T.title);
  useTrackFeature('abstinenz_calculator');
  const wizard = useSubstanceWizard<AbstinenceResult>();
  const heading = useStepFocus<HTMLHeadingElement>(wizard.step);
  const [alcohol, setAlcohol] = useState<AlcoholForm>(INITIAL_ALCOHOL_FORM);
  const [drugs, setDrugs] = useState<DrugForm>(INITIAL_DRUG_FORM);
  const [refusals, setRefusals] = useState(0);

  const alcoholErrors = validateAlcoholForm(alcohol);
  const drugErrors = validateDrugForm(drugs);
  const shown = refusals > 0;

  function chooseSubstance(substance: Substance) {
    if (substance !== wizard.substance) setRefusals(0);
    wizard.chooseSubstance(substance);
  }

  function calculate() {
    const substance = wizard.substance;
    if (substance === null) return;
    if (hasErrors(substance === 'alcohol' ? alcoholErrors : drugErrors)) {
      setRefusals((count) => count + 1);
      return;
    }
    wizard.showResult(calculateAbstinence(abstinenceInput(substance, alcohol, drugs)));
  }

  function back() {
    setRefusals(0);
    wizard.back();
  }

  function restart() {
    setAlcohol(INITIAL_ALCOHOL_FORM);
    setDrugs(INITIAL_DRUG_FORM);
    setRefusals(0);
    wizard.restart();
  }

  return (
    <main className="page self-help-page">
      <ToolHeader title={T.title} back={{ onBack: back }}>
        <StepCounter step={wizard.step} total={WIZARD_STEPS} />
      </ToolHeader>
      {wizard.step === 1 && <p className="page__lead">{T.lead}</p>}

      {wizard.step === 1 && (
        <SubstanceStep
          headingRef={heading}
          substance={wizard.substance}
          onChoose={chooseSubstance}
          onNext={wizard.next}
        />
      )}
      {wizard.step === 2 && wizard.substance !== null && (
        <AbstinenceDetails
          headingRef={heading}
          substance={wizard.substance}
          alcohol={alcohol}
          drugs={drugs}
          alcoholErrors={shown ? alcoholErrors : {}}
          drugErrors={shown ? drugErrors : {}}
          refusals={refusals}
          onAlcoholChange={(change) => setAlcohol((form) => ({ ...form, ...change }))}
          onDrugChange={(change) => setDrugs((form) => ({ ...form, ...change }))}
          onCalculate={calculate}
        />
      )}
      {wizard.step === 3 && wizard.result !== null && (
        <AbstinenceResultView headingRef={heading} result={wizard.result} onRestart={restart} />
      )}

      <Link to="/info/ctu" className="tool-link">
        {T.learnMore}
      </Link>
    </main>
  );
}
