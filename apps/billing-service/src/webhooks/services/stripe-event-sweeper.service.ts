import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, type Repository } from 'typeorm';
import { BILLING_CONFIG, type BillingConfig } from '../../config/billing-env';
import { StripeEventEntity } from '../entities/stripe-event.entity';
import { BillingQueueService } from '../queue/billing-queue.service';

const SWEEP_BATCH = 100;

/**
 * Stripe gets its 200 once an event is stored and queued; if Redis then loses the job (a restart without
 * persistence), Stripe never redelivers and the event would stay unapplied. Every BILLING_EVENT_SWEEP_MS this
 * queues again the unapplied events at least that old whose job is gone.
 */
@Injectable()
export class StripeEventSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(StripeEventSweeper.name);
  private timer: NodeJS.Timeout | null = null;
  private sweeping = false;

  constructor(
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @InjectRepository(StripeEventEntity) private readonly events: Repository<StripeEventEntity>,
    private readonly queue: BillingQueueService,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), this.config.queue.sweepMs);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async sweep(): Promise<number> {
    if (this.sweeping) return 0;
    this.sweeping = true;
    try {
      const stale = await this.events.find({
        select: { id: true },
        where: {
          processedAt: IsNull(),
          receivedAt: LessThan(new Date(Date.now() - this.config.queue.sweepMs)),
        },
        order: { receivedAt: 'ASC' },
        take: SWEEP_BATCH,
      });
      let requeued = 0;
      for (const { id } of stale) if (await this.queue.requeueIfLost(id)) requeued += 1;
      if (requeued > 0)
        this.logger.warn(`Queued ${requeued} stored Stripe event(s) again whose job was lost`);
      return requeued;
    } catch (error) {
      this.logger.warn(`Stripe event sweep failed: ${(error as Error).name}`);
      return 0;
    } finally {
      this.sweeping = false;
    }
  }
}
