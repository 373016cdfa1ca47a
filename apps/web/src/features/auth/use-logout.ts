import { APP_TEXTS } from '@mpu/ui-texts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { baseApi } from '../../shared/api/base.api';
import { errorMessage } from '../../shared/api/api-error';
import { useToast } from '../../shared/toast/use-toast';
import { usePrepareLogoutMutation, useLogoutMutation } from './auth.api';
import { clearStoredUser } from './stored-user';

/**
 * Logout of spec 1 §4: prepare-logout (its failure is only logged), logout, then the stored user is removed.
 * Resetting the API state drops all cached user data and lets the app root ask for the user again (401).
 * Resolves to whether the user is logged out.
 */
export function useLogout(): { logout: () => Promise<boolean>; isLoggingOut: boolean } {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const [prepareLogout] = usePrepareLogoutMutation();
  const [logoutRequest, { isLoading }] = useLogoutMutation();

  const logout = useCallback(async () => {
    try {
      await prepareLogout().unwrap();
    } catch (error) {
      console.warn('prepare-logout fehlgeschlagen, Abmeldung wird fortgesetzt', error);
    }
    try {
      await logoutRequest().unwrap();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: APP_TEXTS.logout.failedTitle,
        description: errorMessage(error, APP_TEXTS.logout.failed),
      });
      return false;
    }
    clearStoredUser();
    navigate('/', { replace: true });
    dispatch(baseApi.util.resetApiState());
    return true;
  }, [dispatch, navigate, toast, prepareLogout, logoutRequest]);

  return { logout, isLoggingOut: isLoading };
}
