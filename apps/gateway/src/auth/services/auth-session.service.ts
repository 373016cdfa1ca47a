import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
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
import { RateLimitService, type RateLimit } from '../../security/rate-limit.service';
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

  /**
   * Every attempt takes a slot before the password is checked (parallel guesses cannot overtake the
   * count); a successful login gives its slots back, so only wrong passwords count. A shared address (an
   * office, a carrier's NAT) never locks itself out by signing in, and a stranger cannot lock an account:
   * see `loginFailureLimits`.
   */
  async login(input: LoginInput, request: FastifyRequest, reply: FastifyReply): Promise<UserDto> {
    const limits = loginFailureLimits(
      normalizeUsername(input.username),
      request.ip,
      this.env.AUTH_RATE_LIMIT_PER_MINUTE,
    );
    await this.rateLimit.consume(limits);
    let user: UserDto;
    try {
      user = await this.services.request(SUBJECTS.auth.verifyCredentials, input);
    } catch (error) {
      const wrongPassword = error instanceof HttpException && error.getStatus() === HttpStatus.UNAUTHORIZED;
      if (!wrongPassword) await this.rateLimit.release(limits);
      throw error;
    }
    await this.rateLimit.release(limits);
    await this.sessions.start(request, reply, user);
    return user;
  }

  async register(input: RegisterPayload, request: FastifyRequest, reply: FastifyReply): Promise<UserDto> {
    const limit = this.env.AUTH_RATE_LIMIT_PER_MINUTE;
    await this.rateLimit.consume([
      { key: `register:ip:${request.ip}`, limit },
      { key: `register:user:${normalizeUsername(input.username)}`, limit },
    ]);
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
}

/**
 * Failed logins a minute: `perMinute` for one username from one address (guessing one account's
 * password), three times that from one address (trying many accounts), and ten times that for one
 * username from anywhere — a ceiling for distributed guessing that one stranger's address cannot reach.
 */
function loginFailureLimits(username: string, ip: string, perMinute: number): RateLimit[] {
  return [
    { key: `login-failed:user-ip:${username}:${ip}`, limit: perMinute },
    { key: `login-failed:ip:${ip}`, limit: perMinute * 3 },
    { key: `login-failed:user:${username}`, limit: perMinute * 10 },
  ];
}
