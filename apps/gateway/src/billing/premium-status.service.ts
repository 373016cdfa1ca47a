import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { SUBJECTS, type SubscriptionStatusResponse } from '@mpu/contracts';
import { GATEWAY_ENV, type GatewayEnv } from '../config/gateway-env';
import { ServiceClient } from '../nats/service-client.service';
import { REDIS } from '../redis/redis.constants';

const cacheKey = (userId: string) => `premium:${userId}`;

/** The user's subscription status from billing-service, cached in Redis for PREMIUM_CACHE_SECONDS (≤ 30). */
@Injectable()
export class PremiumStatusService {
  constructor(
    private readonly services: ServiceClient,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  async status(userId: string): Promise<SubscriptionStatusResponse> {
    if (this.env.PREMIUM_CACHE_SECONDS > 0) {
      const cached = await this.redis.get(cacheKey(userId));
      if (cached) return JSON.parse(cached) as SubscriptionStatusResponse;
    }
    const status = await this.services.request(SUBJECTS.billing.subscriptionStatus, { userId });
    if (this.env.PREMIUM_CACHE_SECONDS > 0) {
      await this.redis.set(cacheKey(userId), JSON.stringify(status), 'EX', this.env.PREMIUM_CACHE_SECONDS);
    }
    return status;
  }
}
