import type { Redis } from 'ioredis';
import type { GatewayEnv } from '../config/gateway-env';
import type { ServiceClient } from '../nats/service-client.service';
import { PREMIUM_MEMO_MS, PremiumStatusService } from './premium-status.service';

const active = { active: true, subscriptionStatus: 'active', subscriptionTier: 'premium' };

function service(cacheSeconds: number) {
  const redis = {
    get: jest.fn().mockResolvedValue(JSON.stringify(active)),
    set: jest.fn(),
    del: jest.fn().mockResolvedValue(1),
  };
  const services = { request: jest.fn().mockResolvedValue(active) };
  const premium = new PremiumStatusService(
    services as unknown as ServiceClient,
    redis as unknown as Redis,
    { PREMIUM_CACHE_SECONDS: cacheSeconds } as GatewayEnv,
  );
  return { premium, redis, services };
}

describe('PremiumStatusService', () => {
  afterEach(() => jest.useRealTimers());

  it('reuses a status for PREMIUM_MEMO_MS before asking Redis again', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const { premium, redis } = service(30);
    await expect(premium.status('u1')).resolves.toEqual(active);
    await premium.status('u1');
    expect(redis.get).toHaveBeenCalledTimes(1);
    jest.setSystemTime(1_000_000 + PREMIUM_MEMO_MS + 1);
    await premium.status('u1');
    expect(redis.get).toHaveBeenCalledTimes(2);
    await premium.status('u2');
    expect(redis.get).toHaveBeenCalledTimes(3);
  });

  it('keeps nothing in memory when the cache is switched off', async () => {
    const { premium, redis, services } = service(0);
    await premium.status('u1');
    await premium.status('u1');
    expect(redis.get).not.toHaveBeenCalled();
    expect(services.request).toHaveBeenCalledTimes(2);
  });

  it('forgets a user at once, in memory and in Redis', async () => {
    const { premium, redis } = service(30);
    await premium.status('u1');
    await premium.forget('u1');
    expect(redis.del).toHaveBeenCalledWith('premium:u1');
    await premium.status('u1');
    expect(redis.get).toHaveBeenCalledTimes(2);
  });

  it('does not cache a status read while a change was announced (it may predate the change)', async () => {
    const { premium, redis, services } = service(30);
    redis.get.mockResolvedValue(null);
    const inactive = { active: false, subscriptionStatus: 'none', subscriptionTier: null };
    let answer!: (status: typeof inactive) => void;
    services.request.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const reading = premium.status('u1');
    await Promise.resolve();
    await premium.forget('u1');
    answer(inactive);
    await expect(reading).resolves.toEqual(inactive);
    expect(redis.set).not.toHaveBeenCalled();
    services.request.mockResolvedValueOnce(active);
    await expect(premium.status('u1')).resolves.toEqual(active);
    expect(redis.set).toHaveBeenCalledWith('premium:u1', JSON.stringify(active), 'EX', 30);
  });
});
