import '../../styles/subscription.css';
import type { CancellationPrefillResponse, CancellationResponse } from '@mpu/contracts';
import { CANCELLATION_TEXTS } from '@mpu/ui-texts';
import { useState, type ReactNode } from 'react';
import { BackArrowIcon } from '../../shared/ui/icons';
import { Spinner } from '../../shared/ui/spinner';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useGetCancellationPrefillQuery } from './cancellation.api';
import { EMPTY_CANCELLATION_FORM, prefillEmail, type CancellationFormValues } from './cancellation-form';
import { CancellationForm } from './cancellation-form-view';
import { CancellationReceipt } from './cancellation-receipt';
import { formatDate } from './subscription-format';

const T = CANCELLATION_TEXTS;

interface CancellationPageProps {
  /** Signed in: the form is prefilled (GET /api/cancellation-requests/prefill). */
  signedIn?: boolean;
  /** The way back; signed out a plain link to the entry screen (no router there). */
  back?: ReactNode;
}

function initialValues(prefill: CancellationPrefillResponse | undefined): CancellationFormValues {
  if (!prefill) return EMPTY_CANCELLATION_FORM;
  return {
    ...EMPTY_CANCELLATION_FORM,
    name: prefill.name?.trim() ?? '',
    email: prefillEmail(prefill.email),
    subscription: prefill.subscription?.planName ?? '',
  };
}

/** What the server says about the signed-in user's subscription: the earliest end, or a pending cancellation. */
function SubscriptionNote({ prefill }: { prefill: CancellationPrefillResponse | undefined }) {
  const subscription = prefill?.subscription;
  if (!subscription) return null;
  if (subscription.cancellationPending && subscription.activeUntil)
    return <p className="info-box">{T.alreadyPending(formatDate(subscription.activeUntil))}</p>;
  if (subscription.earliestEnd)
    return <p className="info-box">{T.earliestEnd(formatDate(subscription.earliestEnd))}</p>;
  return null;
}

/**
 * /kuendigen, the § 312k BGB cancellation page ("Verträge hier kündigen"), signed in or not: the declaration
 * with name, e-mail, contract, kind, reason and date, the button "Jetzt kündigen" and, at once after sending,
 * the confirmation of receipt with date and time. No react-router here: signed out it renders without one.
 */
export default function CancellationPage({ signedIn = false, back }: CancellationPageProps) {
  usePageTitle(T.title);
  const prefill = useGetCancellationPrefillQuery(undefined, { skip: !signedIn });
  const [receipt, setReceipt] = useState<{ answer: CancellationResponse; email: string } | null>(null);

  let content;
  if (receipt) content = <CancellationReceipt answer={receipt.answer} email={receipt.email} />;
  else if (prefill.isLoading) content = <Spinner />;
  else
    content = (
      <>
        {prefill.isError && <p className="info-box">{T.prefillFailed}</p>}
        <SubscriptionNote prefill={prefill.data} />
        <CancellationForm
          initialValues={initialValues(prefill.data)}
          onReceived={(answer, email) => setReceipt({ answer, email })}
        />
      </>
    );

  return (
    <main className="page cancellation-page">
      {back ?? (
        <a href="/" className="back-link">
          <BackArrowIcon width={20} height={20} />
          {T.toEntry}
        </a>
      )}
      <header className="page-header">
        <h1 className="page__title">{T.title}</h1>
        {!receipt && <p className="page__lead">{T.lead}</p>}
      </header>
      {content}
    </main>
  );
}
