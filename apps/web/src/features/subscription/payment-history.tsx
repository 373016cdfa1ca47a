import type { PaymentDto } from '@mpu/contracts';
import { SUBSCRIPTION_TEXTS } from '@mpu/ui-texts';
import { Spinner } from '../../shared/ui/spinner';
import { useGetPaymentsQuery } from './billing.api';
import { formatCents, formatDate } from './subscription-format';

const T = SUBSCRIPTION_TEXTS.details;
const C = T.paymentColumns;

/** Spec 3 §3: paid and pending keep their label, anything else shows as failed. */
export function paymentStatusOf(status: string): keyof typeof T.paymentStatus {
  return status === 'paid' || status === 'pending' ? status : 'failed';
}

function amountOf({ amount, currency }: PaymentDto): string {
  return currency.toLowerCase() === 'eur'
    ? formatCents(amount)
    : new Intl.NumberFormat('de-DE', { style: 'currency', currency: currency.toUpperCase() }).format(
        amount / 100,
      );
}

/** The payment history table of /subscription, newest first as the server sends it. */
export function PaymentHistory() {
  const { data, isLoading, isError } = useGetPaymentsQuery();

  let content;
  if (isLoading) content = <Spinner />;
  else if (isError || !data) content = <p role="alert">{T.paymentsFailed}</p>;
  else if (data.length === 0) content = <p>{T.paymentsEmpty}</p>;
  else
    content = (
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="payments-title">
        <table className="payments">
          <thead>
            <tr>
              <th scope="col">{C.date}</th>
              <th scope="col">{C.period}</th>
              <th scope="col">{C.amount}</th>
              <th scope="col">{C.status}</th>
              <th scope="col">{C.invoice}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((payment) => {
              const status = paymentStatusOf(payment.status);
              return (
                <tr key={payment.id}>
                  <td>{formatDate(payment.createdAt, { payment: true })}</td>
                  <td>
                    {T.period(
                      formatDate(payment.periodStart, { payment: true }),
                      formatDate(payment.periodEnd, { payment: true }),
                    )}
                  </td>
                  <td>{amountOf(payment)}</td>
                  <td>
                    <span className={`payment-status payment-status--${status}`}>
                      {T.paymentStatus[status]}
                    </span>
                  </td>
                  <td>
                    {payment.invoiceUrl && /^https?:\/\//.test(payment.invoiceUrl) ? (
                      <a href={payment.invoiceUrl} target="_blank" rel="noopener noreferrer">
                        {T.invoice}
                      </a>
                    ) : (
                      T.noInvoice
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );

  return (
    <section className="payment-history" aria-labelledby="payments-title">
      <h2 id="payments-title">{T.payments}</h2>
      {content}
    </section>
  );
}
