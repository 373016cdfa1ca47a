import { INFO_TEXTS } from '@mpu/ui-texts';

/** A failed request with the way out: 'Erneut versuchen'. */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="error-box" role="alert">
      <p>{text}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {INFO_TEXTS.retry}
      </button>
    </div>
  );
}
