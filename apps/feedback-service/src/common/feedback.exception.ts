import { ServiceException } from '@mpu/server-kit/service';

export enum FeedbackExceptionCode {
  QUESTIONNAIRE_NOT_FOUND = 'QUESTIONNAIRE_NOT_FOUND',
}

export class FeedbackException extends ServiceException<FeedbackExceptionCode> {}
