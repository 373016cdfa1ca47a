import { Controller } from '@nestjs/common';
import { SUBJECTS, type StripeWebhookRequest, type StripeWebhookResponse } from '@mpu/contracts';
import { Handles } from '@mpu/server-kit/service';
import { WebhookIngestService } from './services/webhook-ingest.service';

@Controller()
export class WebhooksController {
  constructor(private readonly ingest: WebhookIngestService) {}

  @Handles(SUBJECTS.billing.stripeWebhook)
  receive(payload: StripeWebhookRequest): Promise<StripeWebhookResponse> {
    return this.ingest.receive(payload);
  }
}
