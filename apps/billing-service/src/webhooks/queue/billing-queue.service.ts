import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { withTimeout } from '@mpu/server-kit';
import { billingErrors } from '../../common/billing.exception';
import { BILLING_CONFIG, type BillingConfig } from '../../config/billing-env';
import { BILLING_JOB_ATTEMPTS, BILLING_QUEUE_NAME, BillingJobName, type BillingJobMap } from './billing-jobs';
import { StripeEventProcessor } from '../services/stripe-event.processor';

/** How long a webhook waits for Redis to take its job before answering 503 (Stripe then retries). */
const ENQUEUE_TIMEOUT_MS = 3_000;

type StripeEventJob = BillingJobMap[BillingJobName.StripeEvent];
type BillingQueue = Queue<StripeEventJob, void, BillingJobName.StripeEvent>;
type BillingWorker = Worker<StripeEventJob, void, BillingJobName.StripeEvent>;

/**
 * The queue of received Stripe events and its worker (BullMQ on REDIS_URL). The producer has its own
 * connection that fails fast, so a webhook answers 503 while Redis is down instead of hanging; the worker's
 * connection waits for Redis forever (BullMQ's requirement) and picks up where it stopped. Shutdown waits for
 * the job in hand.
 */
@Injectable()
export class BillingQueueService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(BillingQueueService.name);
  private readonly producerConnection: Redis;
  private readonly workerConnection: Redis;
  private readonly queue: BillingQueue;
  private worker: BillingWorker | null = null;

  constructor(
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    private readonly processor: StripeEventProcessor,
  ) {
    const { redisUrl, prefix } = config.queue;
    this.producerConnection = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
    this.producerConnection.on('error', () => undefined); // reported by the webhook's 503 and the worker
    this.workerConnection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    this.workerConnection.on('error', () => undefined);
    this.queue = new Queue(BILLING_QUEUE_NAME, { connection: this.producerConnection, prefix });
    this.queue.on('error', () => undefined);
  }

  onApplicationBootstrap(): void {
    const { prefix, lockDurationMs, stalledIntervalMs } = this.config.queue;
    const worker: BillingWorker = new Worker(BILLING_QUEUE_NAME, (job) => this.run(job), {
      connection: this.workerConnection,
      prefix,
      concurrency: 1,
      lockDuration: lockDurationMs,
      stalledInterval: stalledIntervalMs,
      maxStalledCount: 2,
    });
    let lastError = '';
    worker.on('error', (error) => {
      const described = `${error.name}${'code' in error ? ` ${String(error.code)}` : ''}`;
      if (described !== lastError) this.logger.warn(`Queue worker: ${described}`);
      lastError = described;
    });
    worker.on('failed', (job, error) => {
      const attempts = job ? `${job.attemptsMade}/${BILLING_JOB_ATTEMPTS}` : '';
      this.logger.warn(`Stripe event ${job?.id ?? '?'} failed (${attempts}): ${error.name}`);
    });
    this.worker = worker;
  }

  /**
   * Queues the event once: a job that still exists (waiting, running, done) is not added again; a job that
   * used up its attempts is replaced, so a later delivery of an unprocessed event runs it anew.
   */
  async enqueueStripeEvent(eventId: string): Promise<void> {
    const data: StripeEventJob = { eventId };
    try {
      await withTimeout(this.add(eventId, data), ENQUEUE_TIMEOUT_MS, 'enqueue');
    } catch (error) {
      this.logger.warn(`Could not queue Stripe event ${eventId}: ${(error as Error).name}`);
      throw billingErrors.queueUnavailable();
    }
  }

  /**
   * Queues a stored, unapplied event again if Redis no longer holds its job (lost with an unpersisted Redis
   * after Stripe had its 200, so no redelivery comes). A failed job stays: it waits for Stripe's retry.
   */
  async requeueIfLost(eventId: string): Promise<boolean> {
    if (await this.queue.getJob(eventId)) return false;
    await this.add(eventId, { eventId });
    return true;
  }

  private async add(eventId: string, data: StripeEventJob): Promise<void> {
    const existing = await this.queue.getJob(eventId);
    if (existing && (await existing.isFailed())) await existing.remove();
    await this.queue.add(BillingJobName.StripeEvent, data, {
      jobId: eventId,
      attempts: BILLING_JOB_ATTEMPTS,
      backoff: { type: 'exponential', delay: this.config.queue.backoffMs },
      removeOnComplete: { age: 86_400, count: 1_000 },
      removeOnFail: { age: 7 * 86_400 },
    });
  }

  private async run(job: Job<StripeEventJob, void, BillingJobName.StripeEvent>): Promise<void> {
    switch (job.name) {
      case BillingJobName.StripeEvent:
        await this.processor.process(job.data.eventId);
        return;
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    for (const connection of [this.producerConnection, this.workerConnection]) {
      await connection.quit().catch(() => connection.disconnect());
    }
  }
}
