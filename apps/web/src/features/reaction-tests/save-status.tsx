import { REACTION_TEST_TEXTS as T } from '@mpu/ui-texts';
import type { RunSaver } from './use-run-saver';

/** Whether the finished run reached the history; a failure never hides the result, it offers a retry. */
export function SaveStatus({ saver }: { saver: RunSaver }) {
  const { state, retry } = saver;
  return (
    <div className={`rt-save rt-save--${state}`} role="status">
      {state === 'saving' && <p>{T.game.saving}</p>}
      {state === 'saved' && <p>{T.game.saved}</p>}
      {state === 'failed' && (
        <>
          <p>{T.game.saveFailed}</p>
          <button type="button" className="button button--secondary button--small" onClick={retry}>
            {T.game.saveRetry}
          </button>
        </>
      )}
    </div>
  );
}
