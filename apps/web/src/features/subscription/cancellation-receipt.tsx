import type { CancellationResponse } from '@mpu/contracts';
import { CANCELLATION_TEXTS } from '@mpu/ui-texts';
import { useEffect, useRef } from 'react';
import { formatDate, toDate } from './subscription-format';

const R = CANCELLATION_TEXTS.receipt;
const BERLIN = { timeZone: 'Europe/Berlin' } as const;
const DAY = new Intl.DateTimeFormat('de-DE', {
  ...BERLIN,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const TIME = new Intl.DateTimeFormat('de-DE', { ...BERLIN, hour: '2-digit', minute: '2-digit' });

/** The server's `receivedAt` in German time, "TT.MM.JJJJ um HH:MM Uhr". */
function formatReceivedAt(value: string): string {
  const date = toDate(value) ?? new Date();
  return R.dateTime(DAY.format(date), TIME.format(date));
}

interface CancellationReceiptProps {
  answer: CancellationResponse;
  /** Where the server sends the confirmation e-mail (as entered). */
  email: string;
}

/** § 312k Abs. 4 BGB: the confirmation of receipt, at once on the page (the e-mail follows). Takes the focus. */
export function CancellationReceipt({ answer, email }: CancellationReceiptProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="card card--stack cancellation-receipt" aria-labelledby="cancellation-receipt">
      <h2 id="cancellation-receipt" ref={heading} tabIndex={-1} className="focus-heading">
        {R.title}
      </h2>
      <p className="cancellation-receipt__message">{answer.message.trim() || R.received}</p>
      <dl className="facts">
        <div className="facts__row">
          <dt>{R.receivedAt}</dt>
          <dd>
            <time dateTime={answer.receivedAt}>{formatReceivedAt(answer.receivedAt)}</time>
          </dd>
        </div>
        {answer.activeUntil && (
          <div className="facts__row">
            <dt>{R.effectiveOn}</dt>
            <dd>
              <time dateTime={answer.activeUntil}>{formatDate(answer.activeUntil)}</time>
            </dd>
          </div>
        )}
      </dl>
      {!answer.activeUntil && <p>{R.effectiveLater}</p>}
      <p>{R.emailSent(email.trim())}</p>
    </section>
  );
}
