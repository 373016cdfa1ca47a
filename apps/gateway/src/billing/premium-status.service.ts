import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { SUBJECTS, type SubscriptionStatusResponse } from '@mpu/contracts';
import { GATEWAY_ENV, type GatewayEnv } from '../config/gateway-env';
import { ServiceClient } from '../nats/service-client.service';
import { REDIS } from '../redis/redis.constants';

const cacheKey = (userId: string) => `premium:${userId}`;

/**
 * How long this process reuses a status it already read (on top of the shared Redis cache). A premium
 * route costs the gateway one Redis round trip less per request; a change of subscription reaches this
 * process at most PREMIUM_CACHE_SECONDS + this long after billing-service knows it.
 */
export const PREMIUM_MEMO_MS = 5_000;
const PREMIUM_MEMO_MAX_USERS = 10_000;

/**
 * The user's subscription status from billing-service, cached in Redis for PREMIUM_CACHE_SECONDS (≤ 30)
 * and in memory for PREMIUM_MEMO_MS (≤ the Redis time).
 */
@Injectable()
export class PremiumStatusService {
  private readonly memoMs: number;
  private readonly memo = new Map<string, { status: SubscriptionStatusResponse; until: number }>();
  /** Counts `forget` calls; `forgotten` holds the count at each user's last one. */
  private forgets = 0;
  private readonly forgotten = new Map<string, number>();

  constructor(
    private readonly services: ServiceClient,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {
    this.memoMs = Math.min(PREMIUM_MEMO_MS, env.PREMIUM_CACHE_SECONDS * 1000);
  }

  async status(userId: string): Promise<SubscriptionStatusResponse> {
    const asked = this.forgets;
    if (this.memoMs <= 0) return this.load(userId, asked);
    const now = Date.now();
    const memoised = this.memo.get(userId);
    if (memoised && memoised.until > now) return memoised.status;
    const status = await this.load(userId, asked);
    if (this.changedSince(userId, asked)) return status;
    if (this.memo.size >= PREMIUM_MEMO_MAX_USERS) this.memo.clear();
    this.memo.set(userId, { status, until: now + this.memoMs });
    return status;
  }

  /**
   * Forgets the user's status here and in Redis (billing-service announced a change): the next request
   * asks billing-service again. Other gateway processes hear the same announcement.
   */
  async forget(userId: string): Promise<void> {
    if (this.forgotten.size >= PREMIUM_MEMO_MAX_USERS) this.forgotten.clear();
    this.forgotten.set(userId, ++this.forgets);
    this.memo.delete(userId);
    if (this.env.PREMIUM_CACHE_SECONDS > 0) await this.redis.del(cacheKey(userId));
  }

  /**
   * A change was announced after this read began: what it read may predate the change, so it must not be
   * cached (it would hide the change for up to PREMIUM_CACHE_SECONDS).
   */
  private changedSince(userId: string, asked: number): boolean {
    return (this.forgotten.get(userId) ?? 0) > asked;
  }

  private async load(userId: string, asked: number): Promise<SubscriptionStatusResponse> {
    if (this.env.PREMIUM_CACHE_SECONDS > 0) {
      const cached = await this.redis.get(cacheKey(userId));
      if (cached) return JSON.parse(cached) as SubscriptionStatusResponse;
    }
    const status = await this.services.request(SUBJECTS.billing.subscriptionStatus, { userId });
    if (this.env.PREMIUM_CACHE_SECONDS > 0 && !this.changedSince(userId, asked)) {
      await this.redis.set(cacheKey(userId), JSON.stringify(status), 'EX', this.env.PREMIUM_CACHE_SECONDS);
    }
    return status;
  }
}
