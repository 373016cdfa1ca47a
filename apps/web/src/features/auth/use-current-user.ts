import type { UserDto } from '@mpu/contracts';
import { useGetCurrentUserQuery } from './auth.api';

/** The logged-in user; only used inside the signed-in app, which renders once the user is known. */
export function useCurrentUser(): UserDto {
  const { data } = useGetCurrentUserQuery();
  if (!data) throw new Error('useCurrentUser is only available in the signed-in app');
  return data;
}
