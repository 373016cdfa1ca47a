import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Redis } from 'ioredis';
import { SERVICE_PINGS } from '@mpu/contracts';
import { withTimeout, type NatsRequester } from '@mpu/server-kit';
import { NATS_REQUESTER } from '../nats/nats.constants';
import { REDIS } from '../redis/redis.constants';

type Check = 'up' | 'down';

@ApiExcludeController()
@Controller()
export class HealthController {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(NATS_REQUESTER) private readonly nats: NatsRequester,
  ) {}

  @Get('healthz')
  liveness(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Ready when Redis answers and every service answers its ping over NATS. */
  @Get('readyz')
  async readiness(): Promise<{ status: 'ok'; checks: Record<string, Check> }> {
    const services = Object.entries(SERVICE_PINGS);
    const [redis, ...serviceChecks] = await Promise.all([
      this.check(() => this.redis.ping()),
      ...services.map(([, subject]) => this.check(() => this.nats.request(subject, {}, 1000))),
    ]);
    const checks: Record<string, Check> = { redis: redis ?? 'down' };
    services.forEach(([name], index) => (checks[name] = serviceChecks[index] ?? 'down'));
    if (Object.values(checks).includes('down'))
      throw new ServiceUnavailableException({ message: 'not ready', checks });
    return { status: 'ok', checks };
  }

  private async check(probe: () => Promise<unknown>): Promise<Check> {
    try {
      await withTimeout(probe(), 1500, 'readiness check');
      return 'up';
    } catch {
      return 'down';
    }
  }
}
