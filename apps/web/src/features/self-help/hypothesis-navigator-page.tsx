import '../../styles/self-help.css';
import { SELF_HELP_TEXTS } from '@mpu/ui-texts';
import { deriveHypothesis, type DsmCriteria, type HypothesisResult } from '@mpu/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTrackFeature } from '../../shared/tracking/track-feature';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { CriteriaStep } from './criteria-step';
import { HypothesisResultView } from './hypothesis-result-view';
import { SubstanceStep } from './substance-step';
import { StepCounter, ToolHeader } from './tool-header';
import { useStepFocus, useSubstanceWizard, WIZARD_STEPS } from './use-substance-wizard';

const T = SELF_HELP_TEXTS.navigator;

/** /hypothesen-navigator 'Hypothesen-Navigator' (spec 2 §2/§4/§5): substance, DSM-5 criteria, hypothesis. */
export default function HypothesisNavigatorPage() {
  usePageTitle(T.title);
  useTrackFeature('hypothesen_navigator');
  const wizard = useSubstanceWizard<HypothesisResult>();
  const heading = useStepFocus<HTMLHeadingElement>(wizard.step);
  const [criteria, setCriteria] = useState<DsmCriteria>({});
  const [diagnosedDependence, setDiagnosedDependence] = useState(false);

  function calculate() {
    if (wizard.substance === null) return;
    wizard.showResult(deriveHypothesis({ substance: wizard.substance, criteria, diagnosedDependence }));
  }

  function restart() {
    setCriteria({});
    setDiagnosedDependence(false);
    wizard.restart();
  }

  return (
    <main className="page self-help-page">
      <ToolHeader title={T.title} back={{ onBack: wizard.back }}>
        <StepCounter step={wizard.step} total={WIZARD_STEPS} />
      </ToolHeader>
      {wizard.step === 1 && <p className="page__lead">{T.lead}</p>}

      {wizard.step === 1 && (
        <SubstanceStep
          headingRef={heading}
          substance={wizard.substance}
          onChoose={wizard.chooseSubstance}
          onNext={wizard.next}
        />
      )}
      {wizard.step === 2 && (
        <CriteriaStep
          headingRef={heading}
          criteria={criteria}
          diagnosedDependence={diagnosedDependence}
          onToggle={(criterion, checked) => setCriteria((current) => ({ ...current, [criterion]: checked }))}
          onDiagnosedChange={setDiagnosedDependence}
          onCalculate={calculate}
        />
      )}
      {wizard.step === 3 && wizard.result !== null && (
        <HypothesisResultView headingRef={heading} result={wizard.result} onRestart={restart} />
      )}

      <Link to="/info/assessment" className="tool-link">
        {T.learnMore}
      </Link>
    </main>
  );
}
