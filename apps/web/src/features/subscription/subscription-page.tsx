import '../../styles/subscription.css';
import {
  PLAN_CATALOGUE,
  type CancelSubscriptionResponse,
  type SubscriptionDetailsDto,
  type SubscriptionDetailsResponse,
} from '@mpu/contracts';
import { COMMON_TEXTS, SUBSCRIPTION_TEXTS } from '@mpu/ui-texts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { errorMessage } from '../../shared/api/api-error';
import { baseApi } from '../../shared/api/base.api';
import { useToast } from '../../shared/toast/use-toast';
import { BackLink } from '../../shared/ui/back-link';
import { Dialog } from '../../shared/ui/dialog';
import { Spinner } from '../../shared/ui/spinner';
import { usePageTitle } from '../../shared/ui/use-page-title';
import {
  useCancelSubscriptionMutation,
  useGetSubscriptionDetailsQuery,
  useResumeSubscriptionMutation,
} from './billing.api';
import { TestModeNote } from './order-summary';
import { PaymentHistory } from './payment-history';
import { cardBrandLabel, formatCents, formatDate } from './subscription-format';
import { FALLBACK_PRICE_CENTS, isPremiumTier, showsActiveBadge, statusDisplay } from './subscription-status';

const T = SUBSCRIPTION_TEXTS.details;
/** Spec 3 §4.2: the data reloads 1 s after cancel or resume; after a failed resume, 2 s. */
const RELOAD_AFTER_CHANGE_MS = 1000;
const RELOAD_AFTER_RESUME_FAILURE_MS = 2000;

/** Cancel failure (spec 3 §8): the server's error or message, else the fallback. */
function cancelErrorText(error: unknown): string {
  const data = (error as { data?: { error?: unknown } } | null)?.data;
  if (typeof data?.error === 'string' && data.error.trim()) return data.error;
  return errorMessage(error, T.cancelFailed);
}

/** /subscription (spec 3 §2.6, §4.2): status, price, dates, payment method, cancel/resume and the payment history. */
export default function SubscriptionPage() {
  usePageTitle(T.title);
  const { data, isLoading, isError, refetch } = useGetSubscriptionDetailsQuery();

  let content;
  if (isLoading) content = <Spinner label={T.loading} />;
  else if (isError || !data)
    content = (
      <div className="error-box" role="alert">
        <p>{T.loadFailed}</p>
        <button type="button" className="button button--secondary" onClick={() => void refetch()}>
          {T.retry}
        </button>
      </div>
    );
  else if (!data.subscription)
    content = (
      <div className="info-box">
        <p>{T.none}</p>
        <Link to="/subscribe" className="button button--primary">
          {T.subscribe}
        </Link>
      </div>
    );
  else content = <SubscriptionOverview details={data} subscription={data.subscription} />;

  return (
    <main className="page subscription-page">
      <BackLink to="/">{COMMON_TEXTS.toHome}</BackLink>
      <header className="page-header">
        <h1 className="page__title">{T.title}</h1>
        {data?.testMode && <TestModeNote />}
      </header>
      {content}
      {data?.subscription && <PaymentHistory />}
    </main>
  );
}

function useDelayedReload() {
  const dispatch = useAppDispatch();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (afterMs: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => dispatch(baseApi.util.invalidateTags(['Subscription'])), afterMs);
  };
}

function SubscriptionOverview({
  details,
  subscription,
}: {
  details: SubscriptionDetailsResponse;
  subscription: SubscriptionDetailsDto;
}) {
  const toast = useToast();
  const reloadAfter = useDelayedReload();
  const [cancel, cancelState] = useCancelSubscriptionMutation();
  const [resume, resumeState] = useResumeSubscriptionMutation();
  const [confirming, setConfirming] = useState(false);
  const [cancelResult, setCancelResult] = useState<CancelSubscriptionResponse | null>(null);

  const status = statusDisplay(details);
  const pending = details.cancelAtPeriodEnd;
  const plan = PLAN_CATALOGUE[subscription.planId] ?? PLAN_CATALOGUE.premium;
  const price = subscription.price?.unit_amount ?? FALLBACK_PRICE_CENTS;
  const activeUntil = subscription.activeUntil ?? subscription.currentPeriodEnd;

  const onCancel = async () => {
    setConfirming(false);
    try {
      const answer = await cancel().unwrap();
      setCancelResult(answer);
      const until = formatDate(answer.activeUntil);
      toast({
        title: T.cancelledTitle,
        description: answer.isCommitmentPeriod ? T.cancelledInTerm(until) : T.cancelledAtPeriodEnd(until),
      });
      reloadAfter(RELOAD_AFTER_CHANGE_MS);
    } catch (error) {
      toast({ variant: 'destructive', title: T.errorTitle, description: cancelErrorText(error) });
    }
  };

  const onResume = async () => {
    try {
      await resume().unwrap();
      setCancelResult(null);
      toast({ title: T.resumedTitle });
      reloadAfter(RELOAD_AFTER_CHANGE_MS);
    } catch {
      toast({ variant: 'destructive', title: T.errorTitle, description: T.resumeFailed });
      reloadAfter(RELOAD_AFTER_RESUME_FAILURE_MS);
    }
  };

  return (
    <section className="card card--stack subscription-overview" aria-labelledby="subscription-overview">
      <div className="subscription-overview__head">
        <h2 id="subscription-overview">{T.overviewLabel}</h2>
        {showsActiveBadge(details) && (
          <span className="badge badge--premium">
            {isPremiumTier(subscription.planId) ? T.premiumBadge : T.basicBadge}
          </span>
        )}
      </div>
      <dl className="facts">
        <Fact term={T.status}>
          <span data-status={status}>{T.statusLabels[status]}</span>
        </Fact>
        <Fact term={T.plan}>{plan.name}</Fact>
        <Fact term={T.price}>
          {formatCents(price)} {SUBSCRIPTION_TEXTS.perMonth}
        </Fact>
        <Fact term={T.startDate}>{formatDate(subscription.startDate ?? details.startDate)}</Fact>
        <Fact term={T.currentPeriod}>
          {T.period(
            formatDate(subscription.currentPeriodStart ?? details.currentPeriodStart),
            formatDate(subscription.currentPeriodEnd ?? details.currentPeriodEnd),
          )}
        </Fact>
        {subscription.commitmentEnd && (
          <Fact term={T.commitmentEnd}>{formatDate(subscription.commitmentEnd)}</Fact>
        )}
        {pending && <Fact term={T.activeUntil}>{formatDate(activeUntil)}</Fact>}
        <Fact term={T.paymentMethod}>
          {subscription.paymentMethod?.last4
            ? T.card(cardBrandLabel(subscription.paymentMethod.brand), subscription.paymentMethod.last4)
            : subscription.paymentMethod?.brand
              ? cardBrandLabel(subscription.paymentMethod.brand)
              : T.noPaymentMethod}
        </Fact>
      </dl>

      {status !== 'canceled' && (
        <p className="subscription-overview__note">
          {pending ? T.endsOn(formatDate(activeUntil)) : T.renewal(formatDate(subscription.currentPeriodEnd))}
        </p>
      )}
      {cancelResult && pending && (
        <p className="info-box" role="status">
          {cancelResult.isCommitmentPeriod
            ? T.cancelledInTerm(formatDate(cancelResult.activeUntil))
            : T.cancelledAtPeriodEnd(formatDate(cancelResult.activeUntil))}
        </p>
      )}

      {status !== 'canceled' && !pending && (
        <button
          type="button"
          className="button button--secondary button--block"
          onClick={() => setConfirming(true)}
          disabled={cancelState.isLoading}
          aria-busy={cancelState.isLoading || undefined}
        >
          {T.cancel}
        </button>
      )}
      {pending && (
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => void onResume()}
          disabled={resumeState.isLoading}
          aria-busy={resumeState.isLoading || undefined}
        >
          {T.resume}
        </button>
      )}

      <Dialog
        open={confirming}
        role="alertdialog"
        title={T.cancelDialogTitle}
        description={<p>{T.cancelDialogText}</p>}
        onClose={() => setConfirming(false)}
      >
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setConfirming(false)}
          data-autofocus
        >
          {T.cancelKeep}
        </button>
        <button type="button" className="button button--primary" onClick={() => void onCancel()}>
          {T.cancelConfirm}
        </button>
      </Dialog>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="facts__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
