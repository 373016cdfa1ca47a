import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PLAN_CATALOGUE } from '@mpu/contracts';
import { DEMO_ACCOUNTS } from '@mpu/server-kit';

export const SEED_DEMO_ACCOUNTS = Symbol('SEED_DEMO_ACCOUNTS');

/**
 * Gives the premium demo account an active premium subscription whose period runs at least 30 more
 * days; running it again only extends a period that is about to end.
 */
@Injectable()
export class DemoSubscriptionsSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoSubscriptionsSeed.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(SEED_DEMO_ACCOUNTS) private readonly enabled: boolean,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.enabled) return;
    const premiumAccounts = Object.values(DEMO_ACCOUNTS).filter((account) => account.premium);
    for (const account of premiumAccounts) {
      await this.dataSource.query(
        `INSERT INTO billing.subscriptions (user_id, status, tier, current_period_start, current_period_end,
           start_date, commitment_end, price_amount, currency)
         VALUES ($1, 'active', 'premium', now(), now() + interval '30 days', now(), now() + interval '3 months',
           $2, 'eur')
         ON CONFLICT (user_id) DO UPDATE SET
           status = 'active', tier = 'premium', cancel_at_period_end = false, cancel_at = NULL, canceled_at = NULL,
           current_period_end = GREATEST(billing.subscriptions.current_period_end, now() + interval '30 days'),
           updated_at = now()`,
        [account.id, PLAN_CATALOGUE.premium.amountCents],
      );
      this.logger.log(`Demo subscription active for ${account.username}`);
    }
  }
}
