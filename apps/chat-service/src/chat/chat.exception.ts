import { CHAT_MESSAGES } from '@mpu/contracts';
import { ServiceException } from '@mpu/server-kit/service';

export enum ChatExceptionCode {
  SESSION_NOT_FOUND = 'SESSION_NOT_FOUND',
  SESSION_OTHER_MODE = 'SESSION_OTHER_MODE',
  SIMULATION_ENDED = 'SIMULATION_ENDED',
  REPORT_ONLY_SIMULATOR = 'REPORT_ONLY_SIMULATOR',
  REPORT_TOO_FEW_ANSWERS = 'REPORT_TOO_FEW_ANSWERS',
  PROVIDER_UNAVAILABLE = 'PROVIDER_UNAVAILABLE',
  TRANSCRIPTION_FAILED = 'TRANSCRIPTION_FAILED',
  AUDIO_MISSING = 'AUDIO_MISSING',
  AUDIO_EMPTY = 'AUDIO_EMPTY',
  AUDIO_TOO_LARGE = 'AUDIO_TOO_LARGE',
  AUDIO_UNSUPPORTED = 'AUDIO_UNSUPPORTED',
}

export class ChatException extends ServiceException<ChatExceptionCode> {}

/** 404 for a session that does not exist or belongs to someone else — the two are indistinguishable. */
export function sessionNotFound(): ChatException {
  return new ChatException(ChatExceptionCode.SESSION_NOT_FOUND, 404, CHAT_MESSAGES.sessionNotFound);
}

export function sessionOtherMode(): ChatException {
  return new ChatException(ChatExceptionCode.SESSION_OTHER_MODE, 400, CHAT_MESSAGES.sessionOtherMode);
}

/** 503 when the LLM failed; nothing was stored. */
export function providerUnavailable(): ChatException {
  return new ChatException(ChatExceptionCode.PROVIDER_UNAVAILABLE, 503, CHAT_MESSAGES.serviceUnavailable);
}
