import { Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import {
  currentSessionBodySchema,
  type ChatMode,
  type ChatSessionDto,
  type ChatSessionSummary,
  type ChatTurnDto,
  type CurrentSessionBody,
  type SessionPreviewItem,
} from '@mpu/contracts';
import { CurrentSession } from '../guards/current-user.decorator';
import { PremiumGuard } from '../guards/premium.guard';
import { ZodBody } from '../validation/zod.decorators';
import type { ActiveSession } from '../session/session.types';
import { ChatModePipe, SessionIdPipe } from './pipes/chat-params.pipe';
import { ChatSessionsService } from './services/chat-sessions.service';

/** Spec 1 §7 session calls. Premium only; the user is always the logged-in one. */
@ApiTags('chat')
@Controller('api/sessions')
@UseGuards(PremiumGuard)
export class ChatSessionsController {
  constructor(private readonly sessions: ChatSessionsService) {}

  @Get('user/:mode')
  @ApiOkResponse({ description: "The user's sessions of the mode, most recently active first" })
  list(
    @CurrentSession() session: ActiveSession,
    @Param('mode', ChatModePipe) mode: ChatMode,
  ): Promise<ChatSessionSummary[]> {
    return this.sessions.list(session.userId, mode);
  }

  @Post('current/:mode')
  @HttpCode(200)
  @ApiTooManyRequestsResponse({ description: 'Zu viele Sitzungen in kurzer Zeit erstellt' })
  current(
    @CurrentSession() session: ActiveSession,
    @Param('mode', ChatModePipe) mode: ChatMode,
    @ZodBody(currentSessionBodySchema) body: CurrentSessionBody,
  ): Promise<ChatSessionDto> {
    return this.sessions.current(session.userId, mode, body);
  }

  @Get(':id')
  get(
    @CurrentSession() session: ActiveSession,
    @Param('id', SessionIdPipe) id: string,
  ): Promise<ChatSessionDto> {
    return this.sessions.get(session.userId, id);
  }

  @Get(':id/preview')
  preview(
    @CurrentSession() session: ActiveSession,
    @Param('id', SessionIdPipe) id: string,
  ): Promise<SessionPreviewItem[]> {
    return this.sessions.preview(session.userId, id);
  }

  @Get(':id/chats')
  turns(
    @CurrentSession() session: ActiveSession,
    @Param('id', SessionIdPipe) id: string,
  ): Promise<ChatTurnDto[]> {
    return this.sessions.turns(session.userId, id);
  }

  @Post(':id/report')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The simulator session with its end-of-simulation report' })
  report(
    @CurrentSession() session: ActiveSession,
    @Param('id', SessionIdPipe) id: string,
  ): Promise<ChatSessionDto> {
    return this.sessions.report(session.userId, id);
  }
}
