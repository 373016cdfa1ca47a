import '../../styles/planner.css';
import { COMMON_TEXTS, PLANNER_TEXTS } from '@mpu/ui-texts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { hasStatus } from '../../shared/api/api-error';
import { BackLink } from '../../shared/ui/back-link';
import { Spinner } from '../../shared/ui/spinner';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { PremiumLockedPage } from '../subscription/premium-locked-page';
import { PlannerView } from './planner-view';
import { usePlanner } from './use-planner';

const T = PLANNER_TEXTS;

/**
 * /abstinenztest 'Abstinenznachweis Planung' (spec 2 §2/§4/§9): the user's saved test plan. On the first visit
 * (nothing saved) a plan with the default methods is built from today and saved.
 */
export default function PlannerPage() {
  usePageTitle(T.title);
  const { query, create, actions } = usePlanner();
  const { data, error, isLoading, isError, refetch } = query;
  const [createState, setCreateState] = useState<'idle' | 'creating' | 'failed'>('idle');
  const createStarted = useRef(false);

  const needsPlan = data !== undefined && data.plan === null;
  const startCreate = () => {
    setCreateState('creating');
    create().then(
      () => setCreateState('idle'),
      () => setCreateState('failed'),
    );
  };

  useEffect(() => {
    // Once per visit (a failed attempt waits for 'Erneut versuchen' instead of looping).
    if (!needsPlan || createStarted.current) return;
    createStarted.current = true;
    startCreate();
  });

  // The route gate lets subscribers through; should the server still refuse (subscription just ended), lock.
  if (hasStatus(error, 403)) return <PremiumLockedPage tier="premium" />;

  let content: ReactNode;
  if (data?.plan) {
    content = <PlannerView plan={data.plan} actions={actions} />;
  } else if (isLoading || (needsPlan && createState !== 'failed')) {
    content = <Spinner label={T.loading} />;
  } else if (isError || createState === 'failed') {
    const failedToCreate = !isError;
    content = (
      <div className="error-box" role="alert">
        <p>{failedToCreate ? T.createError : T.loadError}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => (failedToCreate ? startCreate() : void refetch())}
        >
          {T.retry}
        </button>
      </div>
    );
  }

  return (
    <main className="page planner-page">
      <BackLink to="/">{COMMON_TEXTS.toHome}</BackLink>
      <header className="page-header">
        <h1 className="page__title">{T.title}</h1>
        <p className="page__lead">{T.lead}</p>
      </header>
      {content}
    </main>
  );
}
