import {
  BadRequestException,
  Inject,
  Injectable,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { CHAT_MESSAGES, SUBJECTS, baseMimeType, type TranscriptionResponse } from '@mpu/contracts';
import { GATEWAY_ENV, type GatewayEnv } from '../../config/gateway-env';
import { ServiceClient } from '../../nats/service-client.service';
import { readAudioUpload, type AudioUpload } from './audio-upload.util';

/** Reads the `audio` part of the upload, checks size and type, and hands it to the chat-service. */
@Injectable()
export class TranscriptionService {
  constructor(
    private readonly services: ServiceClient,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  async transcribe(userId: string, request: FastifyRequest): Promise<TranscriptionResponse> {
    const audio = await this.readAudio(request);
    return this.services.request(
      SUBJECTS.chat.transcribe,
      {
        userId,
        audioBase64: audio.buffer.toString('base64'),
        mimeType: baseMimeType(audio.mimeType),
      },
      this.env.CHAT_REQUEST_TIMEOUT_MS,
    );
  }

  private async readAudio(request: FastifyRequest): Promise<AudioUpload> {
    const type = request.headers['content-type'] ?? '';
    if (!/^multipart\/form-data\s*;/i.test(type)) {
      throw new BadRequestException({ message: CHAT_MESSAGES.audioMissing });
    }
    const upload = await readAudioUpload(request.raw);
    switch (upload) {
      case 'missing':
        throw new BadRequestException({ message: CHAT_MESSAGES.audioMissing });
      case 'empty':
        throw new BadRequestException({ message: CHAT_MESSAGES.audioEmpty });
      case 'too-large':
        throw new PayloadTooLargeException({ message: CHAT_MESSAGES.audioTooLarge });
      case 'unsupported':
        throw new UnsupportedMediaTypeException({ message: CHAT_MESSAGES.audioUnsupported });
      default:
        return upload;
    }
  }
}
