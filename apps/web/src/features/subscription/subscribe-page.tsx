import '../../styles/subscription.css';
import { PLAN_CATALOGUE } from '@mpu/contracts';
import { COMMON_TEXTS, SUBSCRIPTION_TEXTS } from '@mpu/ui-texts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../shared/api/api-error';
import { newIdempotencyKey } from '../../shared/api/idempotency-key';
import { useToast } from '../../shared/toast/use-toast';
import { BackLink } from '../../shared/ui/back-link';
import { Spinner } from '../../shared/ui/spinner';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useCreateCheckoutSessionMutation, useGetSubscriptionDetailsQuery } from './billing.api';
import { OrderConsents, validateConsents, type ConsentErrors, type Consents } from './order-consents';
import { OrderButton, OrderSummary, TestModeNote } from './order-summary';
import { formatCents } from './subscription-format';
import { useCheckoutGuard } from './use-checkout-guard';

const T = SUBSCRIPTION_TEXTS.subscribe;
/** Spec 3 §2.5/§9: the monthly plan of the plan page. */
const PLAN = PLAN_CATALOGUE.premium;
/** Spec 3 §4.3: the hosted checkout opens 100 ms after its url arrived. */
const OPEN_CHECKOUT_DELAY_MS = 100;

const isCheckoutUrl = (url: unknown): url is string =>
  typeof url === 'string' && /^https?:\/\/\S+$/.test(url);

/** The consents the test checkout starts with (the user ticked them here). */
export interface CheckoutLocationState {
  consents?: Consents;
}

/**
 * /subscribe (spec 3 §2.5, §4.3): the plan, the terms and withdrawal-right checkboxes and the order button. The
 * hosted Stripe Checkout opens in a new tab; in test mode Continue leads to the in-app test checkout instead.
 */
export default function SubscribePage() {
  usePageTitle(T.title);
  const details = useGetSubscriptionDetailsQuery();
  const [createCheckout] = useCreateCheckoutSessionMutation();
  const { held, run } = useCheckoutGuard();
  const toast = useToast();
  const navigate = useNavigate();
  const [consents, setConsents] = useState<Consents>({ terms: false, withdrawal: false });
  const [errors, setErrors] = useState<ConsentErrors>({});
  const [checkoutUrl, setCheckoutUrl] = useState<string | null>(null);
  const idempotencyKey = useRef(newIdempotencyKey());
  const formRef = useRef<HTMLFormElement>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const submitted = useRef(false);

  useEffect(() => () => clearTimeout(openTimer.current), []);

  const testMode = details.data?.testMode === true;
  const subscribed = details.data?.isSubscribed === true && details.data.subscriptionStatus !== 'canceled';

  const change = (next: Consents) => {
    setConsents(next);
    if (submitted.current) setErrors(validateConsents(next));
  };

  const openHosted = () =>
    run(async () => {
      try {
        const { url } = await createCheckout({
          body: { productId: PLAN.id, withdrawalConsent: true },
          idempotencyKey: idempotencyKey.current,
        }).unwrap();
        if (!isCheckoutUrl(url)) {
          toast({ variant: 'destructive', title: T.checkoutFailed, description: T.noCheckoutUrl });
          return false;
        }
        openTimer.current = setTimeout(() => {
          const opened = window.open(url, '_blank');
          if (opened) opened.opener = null;
          setCheckoutUrl(url);
        }, OPEN_CHECKOUT_DELAY_MS);
        return true;
      } catch (error) {
        toast({
          variant: 'destructive',
          title: T.checkoutFailed,
          description: errorMessage(error, T.checkoutFailed),
        });
        return false;
      }
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    const found = validateConsents(consents);
    setErrors(found);
    if (found.terms || found.withdrawal) {
      // after React rendered the messages
      setTimeout(() => formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    if (testMode) {
      const state: CheckoutLocationState = { consents };
      navigate(`/checkout/${PLAN.id}`, { state });
      return;
    }
    void openHosted();
  };

  return (
    <main className="page subscription-page">
      <BackLink to="/">{COMMON_TEXTS.toHome}</BackLink>
      <header className="page-header">
        <h1 className="page__title">{T.title}</h1>
        <p className="page__lead">{T.lead}</p>
        {testMode && <TestModeNote />}
      </header>

      {details.isLoading ? (
        <Spinner />
      ) : (
        <>
          <section className="card card--stack plan-card" aria-labelledby="plan-name">
            <h2 id="plan-name" className="plan-card__name">
              {PLAN.name}
            </h2>
            <p className="plan-card__price">
              <span className="plan-card__amount">{formatCents(PLAN.amountCents)}</span>{' '}
              {SUBSCRIPTION_TEXTS.perMonth}
            </p>
            <ul className="plan-card__features" aria-label={T.featuresLabel}>
              {T.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </section>

          {subscribed ? (
            <div className="info-box" role="status">
              <p>{T.alreadySubscribed}</p>
              <Link to="/subscription" className="button button--secondary">
                {T.toSubscription}
              </Link>
            </div>
          ) : (
            <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
              <OrderConsents value={consents} errors={errors} onChange={change} />
              <OrderSummary plan={PLAN} />
              <OrderButton
                label={testMode ? T.continueToTestCheckout : SUBSCRIPTION_TEXTS.order}
                held={held}
              />
              {checkoutUrl && (
                <p className="checkout-opened" role="status">
                  {T.opened}{' '}
                  <a href={checkoutUrl} target="_blank" rel="noopener noreferrer">
                    {T.openCheckout} {T.opensInNewTab}
                  </a>
                </p>
              )}
            </form>
          )}
        </>
      )}
    </main>
  );
}
