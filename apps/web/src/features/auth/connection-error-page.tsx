import { COMMON_MESSAGES } from '@mpu/contracts';
import { ENTRY_TEXTS } from '@mpu/ui-texts';
import { errorMessage } from '../../shared/api/api-error';
import { usePageTitle } from '../../shared/ui/use-page-title';

interface ConnectionErrorPageProps {
  error: unknown;
  onRetry: () => void;
}

/** Shown when the current user cannot be determined for another reason than 401 (e.g. 503, offline). */
export default function ConnectionErrorPage({ error, onRetry }: ConnectionErrorPageProps) {
  usePageTitle(ENTRY_TEXTS.connection.title);
  return (
    <main className="entry">
      <div className="entry__card">
        <h1 className="entry__title">{ENTRY_TEXTS.connection.title}</h1>
        <p className="entry__intro">{errorMessage(error, COMMON_MESSAGES.serviceUnavailable)}</p>
        <button type="button" className="button button--primary button--block" onClick={onRetry}>
          {ENTRY_TEXTS.connection.retry}
        </button>
      </div>
    </main>
  );
}
