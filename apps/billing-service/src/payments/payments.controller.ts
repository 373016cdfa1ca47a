import { Controller } from '@nestjs/common';
import { SUBJECTS, type PaymentDto, type SubscriptionStatusRequest } from '@mpu/contracts';
import { Handles } from '@mpu/server-kit/service';
import { PaymentsService } from './services/payments.service';

@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Handles(SUBJECTS.billing.listPayments)
  list(payload: SubscriptionStatusRequest): Promise<PaymentDto[]> {
    return this.payments.list(payload.userId);
  }
}
