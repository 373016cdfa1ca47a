import type { OutgoingHttpHeaders } from 'node:http';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CHAT_MESSAGES, SUBJECTS, type ChatStreamEvent, type ChatTurnRequest } from '@mpu/contracts';
import type { NatsRequester } from '@mpu/server-kit';
import { GATEWAY_ENV, type GatewayEnv } from '../../config/gateway-env';
import { NATS_REQUESTER } from '../../nats/nats.constants';
import { ServiceClient } from '../../nats/service-client.service';
import { toServerSentEvent } from './server-sent-event.util';

/** Proxies keep idle connections open longer when a comment line arrives now and then. */
const HEARTBEAT_MS = 15_000;

/**
 * POST /api/chat/{mode}/stream: subscribes to a fresh NATS inbox, asks the chat-service to stream the
 * reply there, and forwards each event to the browser as a Server-Sent Event. Errors the service raises
 * before it accepts (404, 409, 503…) are ordinary JSON answers; later ones arrive as an `error` event.
 */
@Injectable()
export class ChatStreamService {
  private readonly logger = new Logger(ChatStreamService.name);

  constructor(
    @Inject(NATS_REQUESTER) private readonly nats: NatsRequester,
    private readonly services: ServiceClient,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  async stream(turn: ChatTurnRequest, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const inbox = this.nats.openInbox<ChatStreamEvent>();
    try {
      await this.services.request(SUBJECTS.chat.stream, { ...turn, streamSubject: inbox.subject });
    } catch (error) {
      inbox.close();
      throw error;
    }

    void reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      'x-accel-buffering': 'no',
    });
    raw.flushHeaders();

    let timedOut = false;
    let idleTimer: NodeJS.Timeout | undefined;
    const armIdleTimer = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => {
        timedOut = true;
        inbox.close();
      }, this.env.CHAT_REQUEST_TIMEOUT_MS);
    };
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
    const stop = () => {
      clearTimeout(idleTimer);
      clearInterval(heartbeat);
      inbox.close();
    };
    // A closed tab stops the forwarding; the service still finishes and stores the turn.
    request.raw.once('close', stop);
    raw.once('close', stop);

    armIdleTimer();
    try {
      for await (const event of inbox.messages) {
        armIdleTimer();
        raw.write(toServerSentEvent(event));
        if (event.kind !== 'delta') break;
      }
      if (timedOut) {
        this.logger.warn(`chat stream for session ${turn.sessionId} timed out`);
        raw.write(
          toServerSentEvent({ kind: 'error', status: 504, message: CHAT_MESSAGES.serviceUnavailable }),
        );
      }
    } finally {
      stop();
      if (!raw.writableEnded) raw.end();
    }
  }
}
