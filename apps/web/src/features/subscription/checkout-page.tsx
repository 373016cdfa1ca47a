import '../../styles/subscription.css';
import { PLAN_CATALOGUE, isPlanId } from '@mpu/contracts';
import { SUBSCRIPTION_TEXTS } from '@mpu/ui-texts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../shared/api/api-error';
import { newIdempotencyKey } from '../../shared/api/idempotency-key';
import { useToast } from '../../shared/toast/use-toast';
import { BackLink } from '../../shared/ui/back-link';
import { Spinner } from '../../shared/ui/spinner';
import { TextField } from '../../shared/ui/text-field';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useActivateSubscriptionMutation, useGetSubscriptionDetailsQuery } from './billing.api';
import {
  cardDetailsOf,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  validateCard,
  type CardErrors,
  type CardForm,
} from './card-form';
import { OrderConsents, validateConsents, type ConsentErrors, type Consents } from './order-consents';
import { OrderButton, OrderSummary, TestModeNote } from './order-summary';
import type { CheckoutLocationState } from './subscribe-page';
import { useCheckoutGuard } from './use-checkout-guard';

const T = SUBSCRIPTION_TEXTS.checkout;
/** Spec 3 §4.3: the test checkout goes on to payment success 2 s after it succeeded. */
const SUCCESS_REDIRECT_MS = 2000;

/**
 * /checkout/:planId (spec 3 §2.8): the test-mode card form. Unknown plan ids fall back to basic. Only the last
 * four digits and the expiry are sent. The consents ticked on /subscribe come along and can be changed here.
 */
export default function CheckoutPage() {
  usePageTitle(T.title);
  const { planId } = useParams();
  const plan = PLAN_CATALOGUE[isPlanId(planId) ? planId : 'basic'];
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const details = useGetSubscriptionDetailsQuery();
  const [activate] = useActivateSubscriptionMutation();
  const { held, run } = useCheckoutGuard();

  const [card, setCard] = useState<CardForm>({ number: '', expiry: '', cvc: '' });
  const [consents, setConsents] = useState<Consents>(
    () => (location.state as CheckoutLocationState | null)?.consents ?? { terms: false, withdrawal: false },
  );
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const [consentErrors, setConsentErrors] = useState<ConsentErrors>({});
  const [succeeded, setSucceeded] = useState(false);
  const submitted = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const idempotencyKey = useRef(newIdempotencyKey());

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => navigate(`/payment-success?plan=${plan.id}`), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate, plan.id]);

  const changeCard = (next: CardForm) => {
    setCard(next);
    if (submitted.current) setCardErrors(validateCard(next));
  };
  const changeConsents = (next: Consents) => {
    setConsents(next);
    if (submitted.current) setConsentErrors(validateConsents(next));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    const foundCard = validateCard(card);
    const foundConsents = validateConsents(consents);
    setCardErrors(foundCard);
    setConsentErrors(foundConsents);
    if (Object.keys(foundCard).length + Object.keys(foundConsents).length > 0) {
      // after React rendered the messages
      setTimeout(() => formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    void run(async () => {
      try {
        await activate({
          body: {
            planId: plan.id,
            testMode: true,
            cardDetails: cardDetailsOf(card),
            withdrawalConsent: true,
          },
          idempotencyKey: idempotencyKey.current,
        }).unwrap();
      } catch (error) {
        toast({
          variant: 'destructive',
          title: T.failedTitle,
          description: errorMessage(error, T.failedTitle),
        });
        return false;
      }
      toast({ title: T.successTitle, description: T.successText });
      setSucceeded(true);
      return true;
    });
  };

  let content;
  if (details.isLoading) content = <Spinner />;
  else if (details.data?.testMode !== true)
    content = (
      <div className="info-box" role="status">
        <p>{T.notTestMode}</p>
        <Link to="/subscribe" className="button button--secondary">
          {T.toSubscribe}
        </Link>
      </div>
    );
  else
    content = (
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit} aria-label={T.cardLabel}>
        <fieldset className="card card--stack checkout-card" disabled={succeeded}>
          <legend className="visually-hidden">{T.cardLabel}</legend>
          <TextField
            label={T.cardNumber}
            value={card.number}
            onValueChange={(value) => changeCard({ ...card, number: formatCardNumber(value) })}
            error={cardErrors.number}
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={19}
            placeholder="4242 4242 4242 4242"
          />
          <div className="checkout-card__row">
            <TextField
              label={T.expiry}
              value={card.expiry}
              onValueChange={(value) => changeCard({ ...card, expiry: formatExpiry(value) })}
              error={cardErrors.expiry}
              inputMode="numeric"
              autoComplete="cc-exp"
              maxLength={5}
              placeholder="MM/YY"
            />
            <TextField
              label={T.cvc}
              value={card.cvc}
              onValueChange={(value) => changeCard({ ...card, cvc: formatCvc(value) })}
              error={cardErrors.cvc}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
            />
          </div>
        </fieldset>
        <OrderConsents value={consents} errors={consentErrors} onChange={changeConsents} />
        <OrderSummary plan={plan} />
        <OrderButton label={SUBSCRIPTION_TEXTS.order} held={held} />
        {succeeded && (
          <p className="info-box" role="status">
            {T.successText}
          </p>
        )}
      </form>
    );

  return (
    <main className="page subscription-page">
      <BackLink to="/subscribe">{T.back}</BackLink>
      <header className="page-header">
        <h1 className="page__title">{T.title}</h1>
        {details.data?.testMode === true && (
          <>
            <TestModeNote />
            <p className="page__lead">{T.lead}</p>
          </>
        )}
      </header>
      {content}
    </main>
  );
}
