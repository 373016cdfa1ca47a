import { COMMON_MESSAGES } from '@mpu/contracts';
import { ServiceException } from '@mpu/server-kit/service';

export enum FeedbackExceptionCode {
  INVALID_INPUT = 'INVALID_INPUT',
  QUESTIONNAIRE_NOT_FOUND = 'QUESTIONNAIRE_NOT_FOUND',
}

export class FeedbackException extends ServiceException<FeedbackExceptionCode> {}

/** 400 with a German message; nothing was stored. */
export function invalidInput(message: string = COMMON_MESSAGES.invalidInput): FeedbackException {
  return new FeedbackException(FeedbackExceptionCode.INVALID_INPUT, 400, message);
}
