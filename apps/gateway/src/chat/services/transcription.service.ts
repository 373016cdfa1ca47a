import {
  BadRequestException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  SUBJECTS,
  baseMimeType,
  isAcceptedAudioType,
  type TranscriptionResponse,
} from '@mpu/contracts';
import { GATEWAY_ENV, type GatewayEnv } from '../../config/gateway-env';
import { ServiceClient } from '../../nats/service-client.service';

/** Multipart limits: one file, a few small fields; anything beyond is refused, not buffered. */
export const TRANSCRIPTION_UPLOAD_LIMITS = {
  fileSize: CHAT_LIMITS.audioMaxBytes,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
} as const;

const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

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
        filename: audio.filename,
      },
      this.env.CHAT_REQUEST_TIMEOUT_MS,
    );
  }

  private async readAudio(
    request: FastifyRequest,
  ): Promise<{ buffer: Buffer; mimeType: string; filename: string }> {
    if (!request.isMultipart()) throw new BadRequestException({ message: CHAT_MESSAGES.audioMissing });
    let part;
    try {
      part = await request.file({ limits: TRANSCRIPTION_UPLOAD_LIMITS });
    } catch {
      throw new BadRequestException({ message: CHAT_MESSAGES.audioMissing });
    }
    if (!part || part.fieldname !== 'audio') {
      throw new BadRequestException({ message: CHAT_MESSAGES.audioMissing });
    }
    if (!isAcceptedAudioType(part.mimetype)) {
      part.file.resume();
      throw new UnsupportedMediaTypeException({ message: CHAT_MESSAGES.audioUnsupported });
    }
    let buffer: Buffer;
    try {
      buffer = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === FILE_TOO_LARGE) {
        throw new PayloadTooLargeException({ message: CHAT_MESSAGES.audioTooLarge });
      }
      throw new HttpException({ message: CHAT_MESSAGES.audioMissing }, HttpStatus.BAD_REQUEST);
    }
    if (buffer.length === 0) throw new BadRequestException({ message: CHAT_MESSAGES.audioEmpty });
    return { buffer, mimeType: part.mimetype, filename: safeFilename(part.filename, part.mimetype) };
  }
}

/** The provider guesses the format from the extension; keep it, drop anything path-like. */
function safeFilename(filename: string, mimeType: string): string {
  const extension = /\.([a-z0-9]{2,5})$/i.exec(filename)?.[1]?.toLowerCase();
  const fallback = baseMimeType(mimeType).split('/')[1] ?? 'webm';
  return `aufnahme.${extension ?? fallback.replace(/^x-/, '')}`;
}
