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
import { MailService } from '@mpu/server-kit/service';
import { BILLING_CONFIG, type BillingConfig } from '../config/billing-env';
import {
  BILLING_MAIL_ATTEMPTS,
  BILLING_MAIL_QUEUE_NAME,
  BillingJobName,
  type BillingJobMap,
  type MailJob,
} from '../webhooks/queue/billing-jobs';
import { BillingMailComposer } from './billing-mail.composer';

const ENQUEUE_TIMEOUT_MS = 3_000;

type MailQueue = Queue<MailJob, void, BillingJobName.SendMail>;
type MailWorker = Worker<MailJob, void, BillingJobName.SendMail>;

/** The job id: one order confirmation per subscription, one receipt per declaration. */
function jobIdOf(job: MailJob): string {
  return job.kind === 'order-confirmation'
    ? `order-confirmation-${job.stripeSubscriptionId}`
    : `cancellation-receipt-${job.requestId}`;
}

/**
 * E-mails as background work (queue `billing-mail`, its own worker): the request that causes a mail only
 * adds a job, so an SMTP server that is down never fails it; a failed send is retried (3 attempts,
 * exponential backoff from BILLING_MAIL_BACKOFF_MS). Logs name the mail's kind, never its address or text.
 */
@Injectable()
export class BillingMailQueue implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(BillingMailQueue.name);
  private readonly producerConnection: Redis;
  private readonly workerConnection: Redis;
  private readonly queue: MailQueue;
  private worker: MailWorker | null = null;

  constructor(
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    private readonly composer: BillingMailComposer,
    private readonly mail: MailService,
  ) {
    const { redisUrl, prefix } = config.queue;
    this.producerConnection = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
    this.producerConnection.on('error', () => undefined);
    this.workerConnection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    this.workerConnection.on('error', () => undefined);
    this.queue = new Queue(BILLING_MAIL_QUEUE_NAME, { connection: this.producerConnection, prefix });
    this.queue.on('error', () => undefined);
  }

  onApplicationBootstrap(): void {
    const { prefix, lockDurationMs, stalledIntervalMs } = this.config.queue;
    const worker: MailWorker = new Worker(BILLING_MAIL_QUEUE_NAME, (job) => this.run(job), {
      connection: this.workerConnection,
      prefix,
      concurrency: 2,
      lockDuration: lockDurationMs,
      stalledInterval: stalledIntervalMs,
      maxStalledCount: 2,
    });
    worker.on('error', () => undefined); // the Stripe event worker reports the shared Redis's state
    worker.on('failed', (job, error) => {
      const attempts = job ? `${job.attemptsMade}/${BILLING_MAIL_ATTEMPTS}` : '';
      const message = error.name === 'MailSendError' ? error.message : error.name;
      this.logger.warn(`Mail job ${job?.data.kind ?? '?'} failed (${attempts}): ${message}`);
    });
    this.worker = worker;
  }

  /**
   * Adds the job; resolves false (logged) when Redis does not take it in time — the caller's work is done
   * and stays done, only this mail is then missing (the team sees it: no "sent" log for the request).
   */
  async enqueue(job: MailJob): Promise<boolean> {
    const data: BillingJobMap[BillingJobName.SendMail] = job;
    try {
      await withTimeout(
        this.queue.add(BillingJobName.SendMail, data, {
          jobId: jobIdOf(job),
          attempts: BILLING_MAIL_ATTEMPTS,
          backoff: { type: 'exponential', delay: this.config.queue.mailBackoffMs },
          removeOnComplete: { age: 86_400, count: 1_000 },
          removeOnFail: { age: 30 * 86_400 },
        }),
        ENQUEUE_TIMEOUT_MS,
        'enqueue mail',
      );
      return true;
    } catch (error) {
      this.logger.warn(`Could not queue mail ${job.kind}: ${(error as Error).name}`);
      return false;
    }
  }

  private async run(job: Job<MailJob, void, BillingJobName.SendMail>): Promise<void> {
    const message = await this.composer.compose(job.data);
    if (!message) return;
    await this.mail.send(message);
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    for (const connection of [this.producerConnection, this.workerConnection]) {
      await connection.quit().catch(() => connection.disconnect());
    }
  }
}
