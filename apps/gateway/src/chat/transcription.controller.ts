import { Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { TranscriptionResponse } from '@mpu/contracts';
import { CurrentSession } from '../guards/current-user.decorator';
import { PremiumGuard } from '../guards/premium.guard';
import type { ActiveSession } from '../session/session.types';
import { TranscriptionService } from './services/transcription.service';

/** Spec 1 §7 `POST /api/transcribe`: multipart field `audio` → `{ text }`. Premium only (voice input of the chats). */
@ApiTags('chat')
@Controller('api/transcribe')
@UseGuards(PremiumGuard)
export class TranscriptionController {
  constructor(private readonly transcription: TranscriptionService) {}

  @Post()
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiOkResponse({ description: '{ text }' })
  transcribe(
    @CurrentSession() session: ActiveSession,
    @Req() request: FastifyRequest,
  ): Promise<TranscriptionResponse> {
    return this.transcription.transcribe(session.userId, request);
  }
}
