import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import type { CreateTestScheduleRequest, TestScheduleRequest, TestScheduleResponse } from '@mpu/contracts';
import { billingErrors } from '../../common/billing.exception';
import { CustomersService } from '../../stripe/services/customers.service';
import { StripeGateway } from '../../stripe/services/stripe-gateway.service';
import { idOf } from '../../subscriptions/services/stripe-mapping.util';

const DAY_SECONDS = 86_400;

/**
 * The schedule test page of spec 3 §2.9 (test mode only) through `stripe.subscriptionSchedules`: a
 * schedule that starts tomorrow (so nothing is billed or unlocked) with a 3-month and a 1-month phase.
 */
@Injectable()
export class TestSchedulesService {
  constructor(
    private readonly stripe: StripeGateway,
    private readonly customers: CustomersService,
  ) {}

  async create(request: CreateTestScheduleRequest): Promise<TestScheduleResponse> {
    if (!this.stripe.config.testMode) throw billingErrors.testModeOnly();
    const customer = await this.customers.ensure(request.userId, request.email);
    const price = this.stripe.config.prices[request.planId];
    const schedule = await this.stripe.call('subscriptionSchedules.create', (stripe) =>
      stripe.subscriptionSchedules.create({
        customer,
        start_date: Math.floor(Date.now() / 1000) + DAY_SECONDS,
        end_behavior: 'release',
        phases: [
          { items: [{ price, quantity: 1 }], duration: { interval: 'month', interval_count: 3 } },
          { items: [{ price, quantity: 1 }], duration: { interval: 'month', interval_count: 1 } },
        ],
        metadata: { userId: request.userId, planId: request.planId },
      }),
    );
    return { schedule: toDto(schedule) };
  }

  /** Only the user's own schedules (another customer's is 404). */
  async get(request: TestScheduleRequest): Promise<TestScheduleResponse> {
    if (!this.stripe.config.testMode) throw billingErrors.testModeOnly();
    const customer = await this.customers.customerIdOf(request.userId);
    if (!customer) throw billingErrors.scheduleNotFound();
    const schedule = await this.stripe.call('subscriptionSchedules.retrieve', (stripe) =>
      stripe.subscriptionSchedules.retrieve(request.scheduleId),
    );
    if (idOf(schedule.customer) !== customer) throw billingErrors.scheduleNotFound();
    return { schedule: toDto(schedule) };
  }
}

const MONTH_SECONDS = 30 * DAY_SECONDS;

/** Spec 3 §7: `schedule{status, currentPhase.phase, phases[iterations, start_date, end_date]}`. */
function toDto(schedule: Stripe.SubscriptionSchedule): TestScheduleResponse['schedule'] {
  const phases = schedule.phases.map((phase) => ({
    iterations: Math.max(1, Math.round((phase.end_date - phase.start_date) / MONTH_SECONDS)),
    start_date: phase.start_date,
    end_date: phase.end_date,
    price: idOf(phase.items[0]?.price) ?? '',
  }));
  const current = schedule.current_phase;
  const index = current ? schedule.phases.findIndex((phase) => phase.start_date === current.start_date) : -1;
  return {
    id: schedule.id,
    status: schedule.status,
    currentPhase: current
      ? { phase: Math.max(index, 0), start_date: current.start_date, end_date: current.end_date }
      : null,
    phases,
  };
}
