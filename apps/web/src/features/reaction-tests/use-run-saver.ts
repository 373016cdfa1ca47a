import type { ReactionRunSubmission } from '@mpu/contracts';
import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '../../shared/api/idempotency-key';
import { useSaveReactionRunMutation, type SaveReactionRunRequest } from './reaction-tests.api';
import { clampRunTimes } from './run-time-limit';

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

export interface RunSaver {
  state: SaveState;
  /**
   * Sends a finished run once, each time capped at the server's limit; the result screen shows at once and
   * never waits for it.
   */
  submit: (run: ReactionRunSubmission) => void;
  /** Sends the last run again (after a failure). */
  retry: () => void;
  /** Forgets the last run ("Test wiederholen"). */
  clear: () => void;
}

/** Saves finished runs to the user's history (POST /api/reaction-tests/runs, invalidates 'ReactionRuns'). */
export function useRunSaver(): RunSaver {
  const [save, { isUninitialized, isLoading, isError, reset }] = useSaveReactionRunMutation();
  // The retry of a failed save sends the same key: stored once even if the first attempt did arrive.
  const last = useRef<SaveReactionRunRequest | null>(null);

  const submit = useCallback(
    (run: ReactionRunSubmission) => {
      last.current = { run: clampRunTimes(run), idempotencyKey: newIdempotencyKey() };
      void save(last.current);
    },
    [save],
  );
  const retry = useCallback(() => {
    if (last.current) void save(last.current);
  }, [save]);
  const clear = useCallback(() => {
    last.current = null;
    reset();
  }, [reset]);

  const state: SaveState = isUninitialized ? 'idle' : isLoading ? 'saving' : isError ? 'failed' : 'saved';
  return { state, submit, retry, clear };
}
