import type { UserDto } from '@mpu/contracts';

/** What the gateway keeps per login in Redis. The user snapshot answers GET /api/user without a service call. */
export interface SessionData {
  userId: string;
  user: UserDto;
  createdAt: string;
}

export interface ActiveSession extends SessionData {
  /** sha256 of the cookie's session id: the Redis key never holds the secret itself. */
  key: string;
}

export const SESSION_COOKIE = 'mpu_sid';
