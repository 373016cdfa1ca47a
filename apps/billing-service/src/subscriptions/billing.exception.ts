import { ServiceException } from '@mpu/server-kit';

export enum BillingExceptionCode {
  INVALID_INPUT = 'INVALID_INPUT',
}

export class BillingException extends ServiceException<BillingExceptionCode> {}
