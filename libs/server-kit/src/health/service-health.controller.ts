import { Controller, Get, HttpCode, Inject, ServiceUnavailableException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Subject } from '@mpu/contracts';
import type { NatsRequester } from '../nats/nats-requester';
import { HEALTH_NATS_CLIENT, HEALTH_OPTIONS } from './health.constants';
import { withTimeout } from './with-timeout';

export interface ServiceHealthOptions {
  pingSubject: Subject;
}

type CheckResult = Record<string, 'up' | 'down'>;

/** Liveness (`/healthz`) and readiness (`/readyz`: Postgres and a NATS round trip to itself). */
@Controller()
export class ServiceHealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(HEALTH_NATS_CLIENT) private readonly nats: NatsRequester,
    @Inject(HEALTH_OPTIONS) private readonly options: ServiceHealthOptions,
  ) {}

  @Get('healthz')
  @HttpCode(200)
  liveness(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('readyz')
  async readiness(): Promise<{ status: 'ok'; checks: CheckResult }> {
    const [postgres, nats] = await Promise.all([
      this.check(() => this.dataSource.query('SELECT 1')),
      this.check(() => this.nats.request(this.options.pingSubject, {}, 1000)),
    ]);
    const checks: CheckResult = { postgres, nats };
    if (postgres === 'down' || nats === 'down')
      throw new ServiceUnavailableException({ status: 'error', checks });
    return { status: 'ok', checks };
  }

  private async check(probe: () => Promise<unknown>): Promise<'up' | 'down'> {
    try {
      await withTimeout(probe(), 1500, 'health check');
      return 'up';
    } catch {
      return 'down';
    }
  }
}
