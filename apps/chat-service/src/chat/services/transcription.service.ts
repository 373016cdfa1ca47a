import { Injectable } from '@nestjs/common';
import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  audioFilename,
  baseMimeType,
  isAcceptedAudioType,
  type TranscribeRequest,
  type TranscriptionResponse,
} from '@mpu/contracts';
import { LlmFailure } from '../../llm/llm.client';
import { SpeechToTextClient } from '../../llm/speech-to-text.client';
import { ChatException, ChatExceptionCode } from '../chat.exception';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function failed(): ChatException {
  return new ChatException(ChatExceptionCode.TRANSCRIPTION_FAILED, 503, CHAT_MESSAGES.transcriptionFailed);
}

/** The upload's size in bytes from its base64 length, without decoding it. */
export function base64Size(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** POST /api/transcribe: checks the recording, then German speech to text through the provider. */
@Injectable()
export class TranscriptionService {
  constructor(private readonly speech: SpeechToTextClient) {}

  async transcribe({ audioBase64: audio, mimeType }: TranscribeRequest): Promise<TranscriptionResponse> {
    if (!this.speech.configured) throw failed();
    if (!BASE64.test(audio)) {
      throw new ChatException(ChatExceptionCode.AUDIO_MISSING, 400, CHAT_MESSAGES.audioMissing);
    }
    const size = base64Size(audio);
    if (size > CHAT_LIMITS.audioMaxBytes) {
      throw new ChatException(ChatExceptionCode.AUDIO_TOO_LARGE, 413, CHAT_MESSAGES.audioTooLarge);
    }
    if (size <= 0) throw new ChatException(ChatExceptionCode.AUDIO_EMPTY, 400, CHAT_MESSAGES.audioEmpty);
    if (!isAcceptedAudioType(mimeType)) {
      throw new ChatException(ChatExceptionCode.AUDIO_UNSUPPORTED, 415, CHAT_MESSAGES.audioUnsupported);
    }
    try {
      const text = await this.speech.transcribe(
        Buffer.from(audio, 'base64'),
        audioFilename(mimeType),
        baseMimeType(mimeType),
      );
      return { text };
    } catch (error) {
      if (error instanceof LlmFailure) throw failed();
      throw error;
    }
  }
}
