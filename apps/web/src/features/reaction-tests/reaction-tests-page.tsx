import '../../styles/reaction-tests.css';
import type { ReactionTestId } from '@mpu/contracts';
import { REACTION_TEST_TEXTS } from '@mpu/ui-texts';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { CloseIcon } from '../../shared/ui/core-icons';
import type { IconProps } from '../../shared/ui/icon';
import { ChevronRightIcon } from '../../shared/ui/icons';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { LinesIcon, RowIcon, ScanIcon } from './reaction-icons';
import { RunHistory } from './run-history';

const T = REACTION_TEST_TEXTS;

const TESTS: readonly { test: ReactionTestId; to: string; icon: ComponentType<IconProps> }[] = [
  { test: 'line-tracking', to: '/linienverfolgungstest', icon: LinesIcon },
  { test: 'tapk', to: '/tapk', icon: ScanIcon },
  { test: 'tapk2', to: '/tapk2', icon: RowIcon },
];

/** /reaktionstests (spec 2 §2): the three tests, a close button to / and the user's practice history. */
export default function ReactionTestsPage() {
  usePageTitle(T.pickerTitle);
  return (
    <main className="page rt-page">
      <header className="rt-header">
        <h1 className="rt-header__title">{T.pickerTitle}</h1>
        <Link to="/" className="icon-button rt-header__close" aria-label={T.close}>
          <CloseIcon />
        </Link>
      </header>
      <p className="page__lead">{T.pickerLead}</p>
      <ul className="rt-cards" aria-label={T.testsLabel}>
        {TESTS.map(({ test, to, icon: TestIcon }) => (
          <li key={test}>
            <Link to={to} className="card card--link" aria-describedby={`rt-card-${test}-text`}>
              <span className="card__icon">
                <TestIcon />
              </span>
              <span className="card__body">
                <span className="card__title">{T.tests[test].name}</span>
                {/* the link's description, not part of its name (WCAG 2.5.3) */}
                <span className="card__text" id={`rt-card-${test}-text`} aria-hidden="true">
                  {T.tests[test].description}
                </span>
              </span>
              <span className="card__chevron">
                <ChevronRightIcon />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <RunHistory />
    </main>
  );
}
