import { Inject, Injectable, Logger } from '@nestjs/common';
import OpenAI, { toFile } from 'openai';
import type { SpeechToTextConfig } from '../config/chat-env';
import { LlmFailure } from './llm.client';
import { createOpenAiClient } from './openai-client';

export const SPEECH_TO_TEXT_CONFIG = Symbol('SPEECH_TO_TEXT_CONFIG');

/** German speech to text through the `openai` SDK's audio transcriptions (any compatible server). */
@Injectable()
export class SpeechToTextClient {
  private readonly logger = new Logger(SpeechToTextClient.name);
  private readonly openai: OpenAI | null;

  constructor(@Inject(SPEECH_TO_TEXT_CONFIG) private readonly config: SpeechToTextConfig | null) {
    this.openai = config === null ? null : createOpenAiClient(config);
  }

  get configured(): boolean {
    return this.openai !== null;
  }

  async transcribe(audio: Buffer, filename: string, mimeType: string): Promise<string> {
    if (this.openai === null || this.config === null) throw new LlmFailure('no speech-to-text configured');
    try {
      const result = await this.openai.audio.transcriptions.create({
        file: await toFile(audio, filename, { type: mimeType }),
        model: this.config.model,
        language: 'de',
      });
      if (typeof result?.text !== 'string') throw new LlmFailure('malformed transcription');
      return result.text.trim();
    } catch (error) {
      const detail = error instanceof Error ? `${error.constructor.name}: ${error.message}` : String(error);
      this.logger.warn(`transcription failed: ${detail}`);
      throw error instanceof LlmFailure ? error : new LlmFailure(detail);
    }
  }
}
