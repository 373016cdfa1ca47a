import { Controller } from '@nestjs/common';
import {
  SUBJECTS,
  type ActivateSubscriptionRequest,
  type ActivateSubscriptionResponse,
  type CreateCheckoutRequest,
  type CreateCheckoutResponse,
  type CreateTestScheduleRequest,
  type TestScheduleRequest,
  type TestScheduleResponse,
  type VerifySessionRequest,
  type VerifySessionResponse,
} from '@mpu/contracts';
import { Handles } from '@mpu/server-kit/service';
import { CheckoutService } from './services/checkout.service';
import { TestSchedulesService } from './services/test-schedules.service';

@Controller()
export class CheckoutController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly schedules: TestSchedulesService,
  ) {}

  @Handles(SUBJECTS.billing.createCheckout)
  create(payload: CreateCheckoutRequest): Promise<CreateCheckoutResponse> {
    return this.checkout.create(payload);
  }

  @Handles(SUBJECTS.billing.verifySession)
  verify(payload: VerifySessionRequest): Promise<VerifySessionResponse> {
    return this.checkout.verify(payload);
  }

  @Handles(SUBJECTS.billing.activateTestSubscription)
  activate(payload: ActivateSubscriptionRequest): Promise<ActivateSubscriptionResponse> {
    return this.checkout.activateTest(payload);
  }

  @Handles(SUBJECTS.billing.createTestSchedule)
  createSchedule(payload: CreateTestScheduleRequest): Promise<TestScheduleResponse> {
    return this.schedules.create(payload);
  }

  @Handles(SUBJECTS.billing.getTestSchedule)
  getSchedule(payload: TestScheduleRequest): Promise<TestScheduleResponse> {
    return this.schedules.get(payload);
  }
}
