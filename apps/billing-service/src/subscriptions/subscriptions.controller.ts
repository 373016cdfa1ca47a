import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type RequestOf, type ResponseOf } from '@mpu/contracts';
import { SubscriptionsService } from './services/subscriptions.service';

@Controller()
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @MessagePattern(SUBJECTS.billing.subscriptionStatus)
  status(
    @Payload() payload: RequestOf<typeof SUBJECTS.billing.subscriptionStatus>,
  ): Promise<ResponseOf<typeof SUBJECTS.billing.subscriptionStatus>> {
    return this.subscriptions.status(payload?.userId);
  }
}
