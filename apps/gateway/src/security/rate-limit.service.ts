import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../redis/redis.constants';
import { TooManyRequestsException } from './too-many-requests.exception';

const WINDOW_SECONDS = 60;

/** One counter and the most it may reach within a window. */
export interface RateLimit {
  key: string;
  limit: number;
}

/**
 * Takes one slot on every counter, or none: when a counter is full it answers the seconds left in that
 * window and counts nothing, so refused requests never push another counter (e.g. a username's) up.
 * KEYS: the counters; ARGV: their limits, then the window in seconds.
 */
const TAKE_SLOT = `
local n = #KEYS
for i = 1, n do
  if tonumber(redis.call('GET', KEYS[i]) or '0') >= tonumber(ARGV[i]) then
    local ttl = redis.call('TTL', KEYS[i])
    if ttl > 0 then return ttl end
    return 1
  end
end
for i = 1, n do
  redis.call('INCR', KEYS[i])
  redis.call('EXPIRE', KEYS[i], ARGV[n + 1], 'NX')
end
return 0`;

/** Gives a slot back (only while its window lasts: a DECR on a gone key would leave one without expiry). */
const RELEASE_SLOT = `
for i = 1, #KEYS do
  if redis.call('EXISTS', KEYS[i]) == 1 then redis.call('DECR', KEYS[i]) end
end
return 0`;

/**
 * Fixed one-minute windows counted in Redis, shared by every gateway replica. A request is refused
 * when any of its counters is full; the refusal says how long until that window ends (`Retry-After`).
 */
@Injectable()
export class RateLimitService {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Counts this request on every counter; throws a 429 (default: the common German text) when one is full. */
  async consume(limits: readonly RateLimit[], message?: string): Promise<void> {
    const retryAfter = Number(
      await this.redis.eval(
        TAKE_SLOT,
        limits.length,
        ...limits.map(({ key }) => `rl:${key}`),
        ...limits.map(({ limit }) => limit),
        WINDOW_SECONDS,
      ),
    );
    if (retryAfter > 0) throw new TooManyRequestsException(retryAfter, message);
  }

  /** Takes back what `consume` counted, for attempts that turned out not to count (a successful login). */
  async release(limits: readonly RateLimit[]): Promise<void> {
    await this.redis.eval(RELEASE_SLOT, limits.length, ...limits.map(({ key }) => `rl:${key}`));
  }
}
