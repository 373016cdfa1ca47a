import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  SUBJECTS,
  normalizeUsername,
  type LoginInput,
  type PrepareLogoutResponse,
  type RegisterPayload,
  type UserDto,
} from '@mpu/contracts';
import { GATEWAY_ENV, type GatewayEnv } from '../../config/gateway-env';
import { ServiceClient } from '../../nats/service-client.service';
import { RateLimitService } from '../../security/rate-limit.service';
import { SessionService } from '../../session/session.service';

/** Login, registration and logout: the service call, the rate limit and the session, in that order. */
@Injectable()
export class AuthSessionService {
  constructor(
    private readonly services: ServiceClient,
    private readonly sessions: SessionService,
    private readonly rateLimit: RateLimitService,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  async login(input: LoginInput, request: FastifyRequest, reply: FastifyReply): Promise<UserDto> {
    await this.limit('login', input.username, request);
    const user = await this.services.request(SUBJECTS.auth.verifyCredentials, input);
    await this.sessions.start(request, reply, user);
    return user;
  }

  async register(input: RegisterPayload, request: FastifyRequest, reply: FastifyReply): Promise<UserDto> {
    await this.limit('register', input.username, request);
    const user = await this.services.request(SUBJECTS.auth.register, input);
    await this.sessions.start(request, reply, user);
    return user;
  }

  /** Spec 3 §7: closes the user's open chat sessions and answers how many were closed. */
  prepareLogout(userId: string): Promise<PrepareLogoutResponse> {
    return this.services.request(SUBJECTS.chat.endOpenSessions, { userId });
  }

  logout(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    return this.sessions.destroy(request, reply);
  }

  private limit(action: 'login' | 'register', username: string, request: FastifyRequest): Promise<void> {
    return this.rateLimit.consume(
      [`${action}:ip:${request.ip}`, `${action}:user:${normalizeUsername(username)}`],
      this.env.AUTH_RATE_LIMIT_PER_MINUTE,
    );
  }
}
