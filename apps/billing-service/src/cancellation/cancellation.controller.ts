import { Controller } from '@nestjs/common';
import {
  SUBJECTS,
  type CancellationPrefillRequest,
  type CancellationPrefillSubscription,
  type CancellationResponse,
  type SubmitCancellationRequest,
} from '@mpu/contracts';
import { Handles } from '@mpu/server-kit/service';
import { SubscriptionsService } from '../subscriptions/services/subscriptions.service';
import { CancellationRequestsService } from './services/cancellation-requests.service';

@Controller()
export class CancellationController {
  constructor(
    private readonly cancellations: CancellationRequestsService,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  @Handles(SUBJECTS.billing.submitCancellation)
  submit(payload: SubmitCancellationRequest): Promise<CancellationResponse> {
    return this.cancellations.submit(payload);
  }

  @Handles(SUBJECTS.billing.cancellationPrefill)
  prefill(payload: CancellationPrefillRequest): Promise<CancellationPrefillSubscription> {
    return this.subscriptions.cancellationPrefill(payload.userId);
  }
}
