import type { Plan } from '@mpu/contracts';
import { SUBSCRIPTION_TEXTS } from '@mpu/ui-texts';
import { formatCents } from './subscription-format';

const T = SUBSCRIPTION_TEXTS;

/** § 312j Abs. 3 BGB: plan, price, interval and minimum term, shown right above the order button. */
export function OrderSummary({ plan }: { plan: Plan }) {
  return (
    <div className="order-summary" data-testid="order-summary">
      <p className="order-summary__price">{T.orderSummary(plan.name, formatCents(plan.amountCents))}</p>
      <p className="order-summary__term">{T.minimumTerm}</p>
    </div>
  );
}

/** The order button; while the checkout guard holds it reads 'Bitte warten' and swallows clicks. */
export function OrderButton({ label, held }: { label: string; held: boolean }) {
  return (
    <button
      type="submit"
      className="button button--primary button--block"
      aria-disabled={held || undefined}
      aria-busy={held || undefined}
    >
      {held && <span className="spinner spinner--small" aria-hidden="true" />}
      {held ? T.pleaseWait : label}
    </button>
  );
}

/** "Testmodus – es wird nichts abgebucht" (issue 13) when the server runs on Stripe's test mode. */
export function TestModeNote() {
  return (
    <p className="badge badge--soft test-mode-note" role="note">
      {T.testMode}
    </p>
  );
}
