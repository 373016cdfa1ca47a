import { ServiceException } from '@mpu/server-kit/service';

export enum BillingExceptionCode {
  INVALID_INPUT = 'INVALID_INPUT',
}

export class BillingException extends ServiceException<BillingExceptionCode> {}
