import { Controller, Get, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  cancellationBodySchema,
  SUBJECTS,
  type CancellationBody,
  type CancellationPrefillResponse,
  type CancellationResponse,
} from '@mpu/contracts';
import { GATEWAY_ENV, type GatewayEnv } from '../config/gateway-env';
import { AuthenticatedGuard } from '../guards/authenticated.guard';
import { CurrentSession } from '../guards/current-user.decorator';
import { ServiceClient } from '../nats/service-client.service';
import { RateLimitService } from '../security/rate-limit.service';
import { SessionService } from '../session/session.service';
import type { ActiveSession } from '../session/session.types';
import { IdempotencyKey } from '../validation/idempotency-key.decorator';
import { ZodBody } from '../validation/zod.decorators';
import { PremiumStatusService } from './premium-status.service';

/** Waits for Stripe when the declaration is applied (billing's Stripe client times out after 10 s). */
const CANCELLATION_TIMEOUT_MS = 25_000;

/**
 * § 312k BGB "Verträge hier kündigen": a cancellation declaration, signed in or not (CSRF applies: it is a
 * browser form). Signed in, the session's user is the one cancelling; the form's name and e-mail are only
 * where the receipt goes. Limited per address like logins.
 */
@ApiTags('billing')
@Controller('api/cancellation-requests')
export class CancellationController {
  constructor(
    private readonly services: ServiceClient,
    private readonly sessions: SessionService,
    private readonly rateLimit: RateLimitService,
    private readonly premium: PremiumStatusService,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ description: '{ receivedAt, status, activeUntil?, message }; e-mail receipt follows' })
  @ApiTooManyRequestsResponse({ description: 'Zu viele Versuche' })
  async submit(
    @ZodBody(cancellationBodySchema) body: CancellationBody,
    @Req() request: FastifyRequest,
    @IdempotencyKey() idempotencyKey: string | null,
  ): Promise<CancellationResponse> {
    await this.rateLimit.consume([
      { key: `cancellation:ip:${request.ip}`, limit: this.env.AUTH_RATE_LIMIT_PER_MINUTE },
    ]);
    const session = await this.sessions.load(request);
    const answer = await this.services.request(
      SUBJECTS.billing.submitCancellation,
      {
        name: body.name,
        email: body.email,
        subscription: body.subscription,
        kind: body.kind,
        reason: body.reason,
        desiredDate: body.desiredDate ?? null,
        userId: session?.userId ?? null,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      },
      CANCELLATION_TIMEOUT_MS,
    );
    if (session) await this.premium.forget(session.userId);
    return answer;
  }

  @Get('prefill')
  @UseGuards(AuthenticatedGuard)
  @ApiOkResponse({ description: 'name, e-mail, current plan and earliest end for the signed-in user' })
  async prefill(@CurrentSession() session: ActiveSession): Promise<CancellationPrefillResponse> {
    const subscription = await this.services.request(SUBJECTS.billing.cancellationPrefill, {
      userId: session.userId,
    });
    return { name: session.user.displayName, email: session.user.username, subscription };
  }
}
