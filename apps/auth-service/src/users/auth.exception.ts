import { ServiceException } from '@mpu/server-kit/service';

export enum AuthExceptionCode {
  INVALID_CREDENTIALS = 'INVALID_CREDENTIALS',
  USERNAME_TAKEN = 'USERNAME_TAKEN',
  USER_NOT_FOUND = 'USER_NOT_FOUND',
}

export class AuthException extends ServiceException<AuthExceptionCode> {}
