import { submittedAnswers, type QuestionnaireAnswers } from '@mpu/domain';
import { QUESTIONNAIRE_TEXTS } from '@mpu/ui-texts';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { hasStatus, isApiMessageError } from '../../shared/api/api-error';
import { baseApi } from '../../shared/api/base.api';
import { newIdempotencyKey } from '../../shared/api/idempotency-key';
import { useToast } from '../../shared/toast/use-toast';
import { clearProgress } from './questionnaire-progress';
import { useSubmitQuestionnaireMutation } from './questionnaire.api';

const M = QUESTIONNAIRE_TEXTS.submit;

/**
 * Spec 2 §8: the server's `message`; an HTTP error without one gets the fallback text, a failure without an answer
 * (offline, timeout) "Bitte versuche es später erneut.".
 */
function submitErrorText(error: unknown): string {
  if (isApiMessageError(error)) return error.data.message;
  const status =
    typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? M.errorFallback : M.errorRetry;
}

/**
 * "Absenden" (spec 2 §4/§7/§8): POST /api/questionnaire with the answers of the shown questions only.
 * Success: toast, the stored progress is cleared, `done`. Failure: toast, the answers stay for a retry.
 * 401 (the session is gone): toast, then — like the logout — to / with the API state reset, where the app root
 * finds no user and shows the signed-out entry (the app has no /auth route; the entry is its login screen).
 * The progress stays in sessionStorage, so the same user finds the answers again after logging in.
 */
export function useSubmitQuestionnaire(userId: string) {
  const [submitRequest, { isLoading }] = useSubmitQuestionnaireMutation();
  const [done, setDone] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  // Sending the same answers again (after a failure) is the same action: same key, stored at most once.
  const attempt = useRef<{ answers: string; idempotencyKey: string } | null>(null);

  const submit = useCallback(
    async (answers: QuestionnaireAnswers) => {
      const body = { answers: submittedAnswers(answers) };
      const serialised = JSON.stringify(body.answers);
      if (attempt.current?.answers !== serialised)
        attempt.current = { answers: serialised, idempotencyKey: newIdempotencyKey() };
      try {
        await submitRequest({ body, idempotencyKey: attempt.current.idempotencyKey }).unwrap();
      } catch (error) {
        if (hasStatus(error, 401)) {
          toast({ variant: 'destructive', title: M.notLoggedInTitle, description: M.notLoggedInDescription });
          navigate('/', { replace: true });
          dispatch(baseApi.util.resetApiState());
          return;
        }
        toast({ variant: 'destructive', title: M.errorTitle, description: submitErrorText(error) });
        return;
      }
      clearProgress(userId);
      setDone(true);
      toast({ title: M.successTitle, description: M.successDescription });
    },
    [submitRequest, toast, navigate, dispatch, userId],
  );

  return { submit, submitting: isLoading, done };
}
