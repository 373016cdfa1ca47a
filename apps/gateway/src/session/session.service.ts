import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { UserDto } from '@mpu/contracts';
import { GATEWAY_ENV, type GatewayEnv } from '../config/gateway-env';
import { REDIS } from '../redis/redis.constants';
import { SESSION_COOKIE, type ActiveSession, type SessionData } from './session.types';

const sessionKey = (hash: string) => `sess:${hash}`;
const userSessionsKey = (userId: string) => `user-sessions:${userId}`;
const VERIFIED_KEYS_MAX = 10_000;

/**
 * Cookie sessions stored in Redis. The cookie holds a signed random id; Redis holds the session under
 * the id's hash with an idle expiry that every authenticated request renews (GETEX).
 */
@Injectable()
export class SessionService {
  private readonly ttlSeconds: number;
  /**
   * Signed cookie → Redis key of ids already verified (HMAC check plus SHA-256: a tenth of the CPU of
   * GET /api/user). Holds no session state: a deleted session is still looked up in Redis and missing.
   */
  private readonly verifiedKeys = new Map<string, string>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {
    this.ttlSeconds = env.SESSION_IDLE_TIMEOUT_SECONDS;
  }

  /** Starts a fresh session (never reusing the old id, against fixation) and sets the cookie. */
  async start(request: FastifyRequest, reply: FastifyReply, user: UserDto): Promise<void> {
    await this.destroy(request, reply);
    const id = randomBytes(32).toString('base64url');
    const key = hashId(id);
    const data: SessionData = { userId: user.id, user, createdAt: new Date().toISOString() };
    await this.redis
      .multi()
      .set(sessionKey(key), JSON.stringify(data), 'EX', this.ttlSeconds)
      .sadd(userSessionsKey(user.id), key)
      .expire(userSessionsKey(user.id), this.ttlSeconds)
      .exec();
    reply.setCookie(SESSION_COOKIE, id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.isSecure(request),
      signed: true,
    });
  }

  async load(request: FastifyRequest): Promise<ActiveSession | null> {
    const key = this.keyFromCookie(request);
    if (!key) return null;
    const raw = await this.redis.getex(sessionKey(key), 'EX', this.ttlSeconds);
    if (!raw) return null;
    return { ...(JSON.parse(raw) as SessionData), key };
  }

  async destroy(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const id = this.readCookie(request);
    if (id) {
      const key = hashId(id);
      const raw = await this.redis.get(sessionKey(key));
      const multi = this.redis.multi().del(sessionKey(key));
      if (raw) multi.srem(userSessionsKey((JSON.parse(raw) as SessionData).userId), key);
      await multi.exec();
    }
    reply.clearCookie(SESSION_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.isSecure(request),
    });
  }

  private keyFromCookie(request: FastifyRequest): string | null {
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return null;
    const known = this.verifiedKeys.get(raw);
    if (known) return known;
    const id = this.readCookie(request);
    if (!id) return null;
    if (this.verifiedKeys.size >= VERIFIED_KEYS_MAX) this.verifiedKeys.clear();
    const key = hashId(id);
    this.verifiedKeys.set(raw, key);
    return key;
  }

  private readCookie(request: FastifyRequest): string | null {
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid ? unsigned.value : null;
  }

  private isSecure(request: FastifyRequest): boolean {
    if (this.env.COOKIE_SECURE === 'auto') return request.protocol === 'https';
    return this.env.COOKIE_SECURE === 'true';
  }
}

function hashId(id: string): string {
  return createHash('sha256').update(id).digest('base64url');
}
