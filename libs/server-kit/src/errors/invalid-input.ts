import { COMMON_MESSAGES } from '@mpu/contracts';
import { ServiceException } from './service.exception';

/** 400 with a German message: the payload was malformed and nothing was stored. */
export function invalidInput(message: string = COMMON_MESSAGES.invalidInput): ServiceException {
  return new ServiceException('INVALID_INPUT', 400, message);
}
