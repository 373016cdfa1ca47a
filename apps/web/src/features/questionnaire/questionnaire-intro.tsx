import { QUESTIONNAIRE_TEXTS } from '@mpu/ui-texts';
import type { ReactNode } from 'react';
import { LockIcon } from '../../shared/ui/icons';
import { ClockIcon, ReturnIcon } from './questionnaire-icons';

const T = QUESTIONNAIRE_TEXTS.intro;

/** Step 0 (spec 2 §2/§4): what the questionnaire is for, how long it takes, that it is confidential, the scope note. */
export function QuestionnaireIntro({ onStart }: { onStart: () => void }) {
  return (
    <section className="questionnaire-intro" aria-labelledby="questionnaire-title">
      <p className="page__lead">{T.lead}</p>
      <ul className="card card--stack" aria-label={T.factsLabel}>
        <Fact icon={<ClockIcon />}>{T.duration}</Fact>
        <Fact icon={<LockIcon />}>{T.confidential}</Fact>
        <Fact icon={<ReturnIcon />}>{T.resume}</Fact>
      </ul>
      <p className="questionnaire-note" role="note">
        <strong>{T.scopeTitle}:</strong> {T.scope}
      </p>
      <button type="button" className="button button--primary button--block" onClick={onStart}>
        {T.start}
      </button>
    </section>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="questionnaire-facts__item">
      <span className="questionnaire-facts__icon">{icon}</span>
      <span>{children}</span>
    </li>
  );
}
