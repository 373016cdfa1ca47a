import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { COMMON_MESSAGES } from '@mpu/contracts';
import { REDIS } from '../redis/redis.constants';

const WINDOW_SECONDS = 60;

/**
 * Fixed one-minute windows counted in Redis, shared by every gateway replica. A request is refused
 * when any of its keys (e.g. the IP and the username) is over the limit.
 */
@Injectable()
export class RateLimitService {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Counts one request on every key; throws `refusal` (default: the common German 429) when over the limit. */
  async consume(keys: string[], limit: number, refusal?: HttpException): Promise<void> {
    const pipeline = this.redis.pipeline();
    for (const key of keys) pipeline.incr(`rl:${key}`).expire(`rl:${key}`, WINDOW_SECONDS, 'NX');
    const results = (await pipeline.exec()) ?? [];
    const counts = results.filter((_, index) => index % 2 === 0).map(([, count]) => Number(count));
    if (counts.some((count) => count > limit)) {
      throw (
        refusal ??
        new HttpException({ message: COMMON_MESSAGES.tooManyRequests }, HttpStatus.TOO_MANY_REQUESTS)
      );
    }
  }
}
