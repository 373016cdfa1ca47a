import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EVENT_SUBJECTS, isUuid } from '@mpu/contracts';
import type { NatsRequester } from '@mpu/server-kit';
import { NATS_REQUESTER } from '../nats/nats.constants';
import { PremiumStatusService } from './premium-status.service';

/**
 * Hears `billing.subscription.changed` (every gateway process, no queue group) and drops the user's cached
 * premium status, so a subscription that starts or ends opens or closes the gate at once, not after the
 * cache's 30 s.
 */
@Injectable()
export class BillingEventsListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private unsubscribe: (() => void) | null = null;

  constructor(
    @Inject(NATS_REQUESTER) private readonly nats: NatsRequester,
    private readonly premium: PremiumStatusService,
  ) {}

  onApplicationBootstrap(): void {
    this.unsubscribe = this.nats.subscribe(EVENT_SUBJECTS.billing.subscriptionChanged, (event) => {
      if (isUuid(event?.userId)) void this.premium.forget(event.userId).catch(() => undefined);
    });
  }

  onApplicationShutdown(): void {
    this.unsubscribe?.();
  }
}
