import { SELF_HELP_TEXTS } from '@mpu/ui-texts';
import { BAR_FULL_PER_MILLE, riskBandFor, riskBarFraction } from '@mpu/domain';
import { useEffect, useRef } from 'react';
import { formatPerMille } from './format';

const T = SELF_HELP_TEXTS.perMille;

/** The estimate with its risk band (spec 2 §9) and a bar that is full at 1.5 ‰. */
export function PerMilleResult({ perMille }: { perMille: number }) {
  const band = riskBandFor(perMille);
  const value = T.value(formatPerMille(perMille));
  const card = useRef<HTMLElement>(null);
  // On a phone the result appears below the form: bring it into view.
  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    card.current?.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'nearest' });
  }, [perMille]);

  return (
    <section
      ref={card}
      className="card card--stack result-card"
      aria-labelledby="per-mille-result-title"
      data-risk={band.level}
    >
      <h2 id="per-mille-result-title" className="result-card__title">
        {T.resultTitle}
      </h2>
      <p className="per-mille__value">{value}</p>
      <p className={`risk-badge risk-badge--${band.colour}`}>
        <span className="visually-hidden">{T.risk}: </span>
        {band.label}
      </p>
      <div
        className="progress-bar"
        role="meter"
        aria-label={T.scale}
        aria-valuemin={0}
        aria-valuemax={BAR_FULL_PER_MILLE}
        aria-valuenow={Math.min(perMille, BAR_FULL_PER_MILLE)}
        aria-valuetext={value}
      >
        <span
          className={`progress-bar__fill risk-bar__fill--${band.colour}`}
          style={{ width: `${riskBarFraction(perMille) * 100}%` }}
        />
      </div>
      <p>{band.message}</p>
      <p className="disclaimer">{T.disclaimer}</p>
    </section>
  );
}
