import type { ChatMode, ChatSessionDto } from '@mpu/contracts';
import { CHAT_TEXTS } from '@mpu/ui-texts';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/api-error';
import { useToast } from '../../shared/toast/use-toast';
import { useCreateReportMutation } from './chat.api';

const S = CHAT_TEXTS.simulator;

/**
 * 'Simulation beenden' (spec 1 §4): the confirmation dialog's state and the report request. The session with
 * its report replaces the open one; a failure keeps the session open and says so in a toast.
 */
export function useEndSimulation(
  mode: ChatMode,
  session: ChatSessionDto | null,
  replaceSession: (session: ChatSessionDto) => void,
) {
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [createReport, { isLoading: reporting }] = useCreateReportMutation();

  const end = async () => {
    if (!session) return;
    setConfirming(false);
    try {
      replaceSession(await createReport({ mode, sessionId: session.id }).unwrap());
    } catch (error) {
      toast({
        variant: 'destructive',
        title: S.reportErrorTitle,
        description: errorMessage(error, S.reportFailed),
      });
    }
  };

  return {
    confirming,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    end,
    reporting,
  };
}
