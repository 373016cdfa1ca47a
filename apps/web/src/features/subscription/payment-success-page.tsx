import '../../styles/subscription.css';
import { PLAN_CATALOGUE, isPlanId } from '@mpu/contracts';
import { SUBSCRIPTION_TEXTS } from '@mpu/ui-texts';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { errorMessage } from '../../shared/api/api-error';
import { baseApi } from '../../shared/api/base.api';
import { useToast } from '../../shared/toast/use-toast';
import { Spinner } from '../../shared/ui/spinner';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useVerifySessionQuery } from './billing.api';

const T = SUBSCRIPTION_TEXTS.paymentSuccess;
/** Spec 3 §9: seconds until the page goes on to the start page. */
const COUNTDOWN_SECONDS = 8;

/**
 * /payment-success (spec 3 §2.7): verifies a hosted checkout's `session_id` (the test checkout comes with `plan`
 * only), then counts down 8 s to the start page. A failed verification shows 'Ein Problem ist aufgetreten'.
 */
export default function PaymentSuccessPage() {
  usePageTitle(T.title);
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const verify = useVerifySessionQuery(sessionId ?? '', { skip: !sessionId });
  const toast = useToast();
  const dispatch = useAppDispatch();

  const planParam = verify.data?.planId ?? params.get('plan');
  const planName = isPlanId(planParam) ? PLAN_CATALOGUE[planParam].name : null;
  const problem = verify.isError
    ? errorMessage(verify.error, T.verifyProblem)
    : verify.data && !verify.data.success
      ? (verify.data.error ?? T.verifyProblem)
      : null;
  const confirmed = !sessionId || verify.data?.success === true;

  useEffect(() => {
    if (problem) toast({ variant: 'destructive', title: T.verifyFailed, description: problem });
  }, [problem, toast]);
  useEffect(() => {
    // Access opened with the payment: every screen asks for the status again.
    if (confirmed) dispatch(baseApi.util.invalidateTags(['Subscription']));
  }, [confirmed, dispatch]);

  let content;
  if (problem) {
    content = (
      <div className="error-box" role="alert">
        <h2>{T.problemTitle}</h2>
        <p>{problem}</p>
        <Link to="/" className="button button--secondary">
          {T.toHome}
        </Link>
      </div>
    );
  } else if (!confirmed) {
    content = <Spinner label={T.verifying} />;
  } else {
    content = (
      <>
        <div className="card card--stack success-card">
          <h2>{T.heading}</h2>
          <p>{planName ? T.activePlan(planName) : T.active}</p>
          <Countdown />
        </div>
        <nav className="stack" aria-label={T.title}>
          <Link to="/" className="button button--primary button--block">
            {T.toHome}
          </Link>
          <Link to="/subscription" className="button button--secondary button--block">
            {T.toSubscription}
          </Link>
          <Link to="/info" className="button button--secondary button--block">
            {T.toLearning}
          </Link>
        </nav>
      </>
    );
  }

  return (
    <main className="page subscription-page">
      <h1 className="page__title">{T.title}</h1>
      {content}
    </main>
  );
}

/** Spec 3 §2.7: 8 s, then to the start page. */
function Countdown() {
  const [seconds, setSeconds] = useState(COUNTDOWN_SECONDS);
  const navigate = useNavigate();
  useEffect(() => {
    if (seconds <= 0) {
      navigate('/');
      return;
    }
    const timer = setTimeout(() => setSeconds((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds, navigate]);
  return (
    <p className="countdown" aria-live="off">
      {T.countdown(Math.max(seconds, 0))}
    </p>
  );
}
