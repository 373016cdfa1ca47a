import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { EVENT_SUBJECTS } from '@mpu/contracts';
import { NatsRequester } from '@mpu/server-kit';

export const EVENTS_NATS_URL = Symbol('EVENTS_NATS_URL');

/**
 * Publishes `billing.subscription.changed {userId}` after a subscription's row changed, so every gateway
 * drops its cached premium status for the user at once. Fire and forget: a lost event only means the
 * gateway's cache (≤ 30 s) runs out on its own.
 */
@Injectable()
export class SubscriptionEventsPublisher implements OnApplicationShutdown {
  private readonly logger = new Logger(SubscriptionEventsPublisher.name);
  private connection: Promise<NatsRequester> | null = null;

  constructor(@Inject(EVENTS_NATS_URL) private readonly natsUrl: string) {}

  private connected(): Promise<NatsRequester> {
    this.connection ??= NatsRequester.connect(this.natsUrl, 'billing-service-events').catch(
      (error: unknown) => {
        this.connection = null;
        throw error;
      },
    );
    return this.connection;
  }

  async changed(userIds: Iterable<string>): Promise<void> {
    try {
      const nats = await this.connected();
      for (const userId of new Set(userIds)) {
        nats.publish(EVENT_SUBJECTS.billing.subscriptionChanged, { userId });
      }
      await nats.flush();
    } catch (error) {
      this.logger.warn(`Could not publish a subscription change: ${(error as Error).name}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    const connection = this.connection;
    this.connection = null;
    if (connection) await (await connection.catch(() => null))?.close();
  }
}
