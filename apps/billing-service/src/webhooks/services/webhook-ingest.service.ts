import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type Stripe from 'stripe';
import type { StripeWebhookRequest, StripeWebhookResponse } from '@mpu/contracts';
import { billingErrors } from '../../common/billing.exception';
import { StripeGateway } from '../../stripe/services/stripe-gateway.service';
import { StripeEventEntity } from '../entities/stripe-event.entity';
import { BillingQueueService } from '../queue/billing-queue.service';

/**
 * `POST /api/stripe/webhook` as the gateway forwards it: the signature is checked on the raw body (nothing
 * is stored when it fails), the event is stored once by its id and queued before Stripe gets its 200.
 * A delivery of an event already processed is acknowledged and changes nothing; one not yet processed is
 * queued again (BullMQ keeps a single job per event id). Redis down → 503, and Stripe retries.
 */
@Injectable()
export class WebhookIngestService {
  private readonly logger = new Logger(WebhookIngestService.name);

  constructor(
    @InjectRepository(StripeEventEntity) private readonly events: Repository<StripeEventEntity>,
    private readonly stripe: StripeGateway,
    private readonly queue: BillingQueueService,
  ) {}

  async receive(request: StripeWebhookRequest): Promise<StripeWebhookResponse> {
    const secret = this.stripe.webhookSecret();
    let event: Stripe.Event;
    try {
      event = this.stripe.client().webhooks.constructEvent(request.payload, request.signature, secret);
    } catch {
      this.logger.warn('Refused a webhook whose signature did not verify');
      throw billingErrors.invalidSignature();
    }
    // The verified body as it came (jsonb of the exact bytes Stripe signed), once per event id.
    const inserted = (await this.events.query(
      `INSERT INTO billing.stripe_events (id, type, payload) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [event.id, event.type, request.payload],
    )) as unknown[];
    const isNew = inserted.length > 0;
    const stored = await this.events.findOneBy({ id: event.id });
    if (stored?.processedAt) return { received: true, duplicate: true };
    await this.queue.enqueueStripeEvent(event.id);
    return { received: true, duplicate: !isNew };
  }
}
