import { Controller, HttpCode, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  SUBJECTS,
  chatSendBodySchema,
  type ChatMode,
  type ChatReplyDto,
  type ChatSendBody,
  type ChatTurnRequest,
} from '@mpu/contracts';
import { GATEWAY_ENV, type GatewayEnv } from '../config/gateway-env';
import { CurrentSession } from '../guards/current-user.decorator';
import { PremiumGuard } from '../guards/premium.guard';
import { ServiceClient } from '../nats/service-client.service';
import { IdempotencyKey } from '../validation/idempotency-key.decorator';
import { ZodBody } from '../validation/zod.decorators';
import type { ActiveSession } from '../session/session.types';
import { ChatModePipe } from './pipes/chat-params.pipe';
import { ChatStreamService } from './services/chat-stream.service';

function toTurnRequest(
  userId: string,
  mode: ChatMode,
  body: ChatSendBody,
  idempotencyKey: string | null,
): ChatTurnRequest {
  return {
    userId,
    mode,
    sessionId: body.sessionId,
    message: body.message,
    simulatorType: body.simulatorType ?? null,
    idempotencyKey,
  };
}

/** Spec 1 §7 `POST /api/chat/{mode}` and its streaming variant. Premium only. */
@ApiTags('chat')
@Controller('api/chat')
@UseGuards(PremiumGuard)
export class ChatController {
  constructor(
    private readonly services: ServiceClient,
    private readonly streams: ChatStreamService,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  @Post(':mode')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ message: reply text, turn, provider, crisis }' })
  send(
    @CurrentSession() session: ActiveSession,
    @Param('mode', ChatModePipe) mode: ChatMode,
    @ZodBody(chatSendBodySchema) body: ChatSendBody,
    @IdempotencyKey() idempotencyKey: string | null,
  ): Promise<ChatReplyDto> {
    return this.services.request(
      SUBJECTS.chat.send,
      toTurnRequest(session.userId, mode, body, idempotencyKey),
      this.env.CHAT_REQUEST_TIMEOUT_MS,
    );
  }

  @Post(':mode/stream')
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description: 'Server-Sent Events: delta {text}…, then done {reply} or error {status, message}',
  })
  stream(
    @CurrentSession() session: ActiveSession,
    @Param('mode', ChatModePipe) mode: ChatMode,
    @ZodBody(chatSendBodySchema) body: ChatSendBody,
    @IdempotencyKey() idempotencyKey: string | null,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return this.streams.stream(toTurnRequest(session.userId, mode, body, idempotencyKey), request, reply);
  }
}
