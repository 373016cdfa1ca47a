import type { UserDto } from '@mpu/contracts';
import type { AppDispatch } from '../../app/store';
import { authApi } from './auth.api';
import { storeUser } from './stored-user';

/**
 * After login or registration: keep the user locally, show the signed-in app at once with the returned
 * user and refresh the current-user query from the server.
 */
export function completeSignIn(dispatch: AppDispatch, user: UserDto): void {
  storeUser(user);
  void dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, user));
  dispatch(authApi.util.invalidateTags(['User']));
}
