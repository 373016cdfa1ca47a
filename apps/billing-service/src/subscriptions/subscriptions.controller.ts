import { Controller } from '@nestjs/common';
import {
  SUBJECTS,
  type CancelSubscriptionResponse,
  type ResumeSubscriptionResponse,
  type SubscriptionDetailsResponse,
  type SubscriptionStatusRequest,
  type SubscriptionStatusResponse,
} from '@mpu/contracts';
import { Handles } from '@mpu/server-kit/service';
import { SubscriptionsService } from './services/subscriptions.service';

@Controller()
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Handles(SUBJECTS.billing.subscriptionStatus)
  status(payload: SubscriptionStatusRequest): Promise<SubscriptionStatusResponse> {
    return this.subscriptions.status(payload.userId);
  }

  @Handles(SUBJECTS.billing.subscriptionDetails)
  details(payload: SubscriptionStatusRequest): Promise<SubscriptionDetailsResponse> {
    return this.subscriptions.details(payload.userId);
  }

  @Handles(SUBJECTS.billing.cancelSubscription)
  cancel(payload: SubscriptionStatusRequest): Promise<CancelSubscriptionResponse> {
    return this.subscriptions.cancel(payload.userId);
  }

  @Handles(SUBJECTS.billing.resumeSubscription)
  resume(payload: SubscriptionStatusRequest): Promise<ResumeSubscriptionResponse> {
    return this.subscriptions.resume(payload.userId);
  }
}
