import { REACTION_TEST_TEXTS as T } from '@mpu/ui-texts';

/** The progress bar and "Aufgabe X von N" (X counts from 1). */
export function TestProgress({ current, total, extra }: { current: number; total: number; extra?: string }) {
  const text = T.game.progress(current, total);
  return (
    <div className="rt-progress">
      <div className="rt-progress__row">
        <p className="rt-progress__text">{text}</p>
        {extra !== undefined && <p className="rt-progress__extra">{extra}</p>}
      </div>
      <div
        className="rt-progress__bar"
        role="progressbar"
        aria-label={T.game.progressLabel}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={current - 1}
        aria-valuetext={text}
      >
        <span className="rt-progress__fill" style={{ width: `${((current - 1) / total) * 100}%` }} />
      </div>
    </div>
  );
}
