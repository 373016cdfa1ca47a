import { APP_TEXTS } from '@mpu/ui-texts';
import { useCallback } from 'react';
import { useToast } from '../../shared/toast/use-toast';
import { useLogout } from '../auth/use-logout';
import { InactivityDialog } from './inactivity-dialog';
import { INACTIVITY } from './inactivity.constants';
import { useIdleTimer } from './use-idle-timer';

interface InactivityWatcherProps {
  timeoutMs?: number;
  warningMs?: number;
  checkIntervalMs?: number;
}

/** Spec 3 §4.5: warns after 4 idle minutes and logs out automatically when the countdown reaches zero. */
export function InactivityWatcher({
  timeoutMs = INACTIVITY.timeoutMs,
  warningMs = INACTIVITY.warningMs,
  checkIntervalMs = INACTIVITY.checkIntervalMs,
}: InactivityWatcherProps) {
  const { logout, isLoggingOut } = useLogout();
  const toast = useToast();

  const logoutForInactivity = useCallback(async () => {
    if (await logout())
      toast({ title: APP_TEXTS.inactivity.toastTitle, description: APP_TEXTS.inactivity.toastText });
  }, [logout, toast]);

  const { secondsLeft, stayActive } = useIdleTimer({
    timeoutMs,
    warningMs,
    checkIntervalMs,
    onTimeout: logoutForInactivity,
  });

  const logoutNow = () => {
    stayActive();
    void logout();
  };

  return (
    <InactivityDialog
      secondsLeft={secondsLeft}
      onStay={stayActive}
      onLogout={logoutNow}
      loggingOut={isLoggingOut}
    />
  );
}
