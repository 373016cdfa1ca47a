import { Controller } from '@nestjs/common';
import { SUBJECTS, type SubscriptionStatusRequest, type SubscriptionStatusResponse } from '@mpu/contracts';
import { Handles } from '@mpu/server-kit/service';
import { SubscriptionsService } from './services/subscriptions.service';

@Controller()
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Handles(SUBJECTS.billing.subscriptionStatus)
  status(payload: SubscriptionStatusRequest): Promise<SubscriptionStatusResponse> {
    return this.subscriptions.status(payload.userId);
  }
}
