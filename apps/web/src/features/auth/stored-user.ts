import type { UserDto } from '@mpu/contracts';

/** Spec 1 §3: the user record is also kept in the browser and removed on logout. */
export const STORED_USER_KEY = 'user';

export function storeUser(user: UserDto): void {
  try {
    localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
  } catch {
    // Storage can be full or blocked (private mode); the session cookie is what counts.
  }
}

export function clearStoredUser(): void {
  try {
    localStorage.removeItem(STORED_USER_KEY);
  } catch {
    // see storeUser
  }
}
