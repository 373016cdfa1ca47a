import {
  BadRequestException,
  Controller,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Req,
  UseGuards,
  type PipeTransform,
} from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import {
  activateBodySchema,
  BILLING_MESSAGES,
  checkoutBodySchema,
  scheduleIdSchema,
  testScheduleBodySchema,
  validate,
  verifySessionQuerySchema,
  type ActivateBody,
  type ActivateSubscriptionResponse,
  type CancelSubscriptionResponse,
  type CheckoutBody,
  type CreateCheckoutResponse,
  type PaymentDto,
  type ResumeSubscriptionResponse,
  type StripeWebhookResponse,
  type SubscriptionDetailsResponse,
  type SubscriptionStatusResponse,
  type TestScheduleBody,
  type TestScheduleResponse,
  type VerifySessionQuery,
  type VerifySessionResponse,
} from '@mpu/contracts';
import { AuthenticatedGuard } from '../guards/authenticated.guard';
import { CurrentSession } from '../guards/current-user.decorator';
import type { ActiveSession } from '../session/session.types';
import { IdempotencyKey } from '../validation/idempotency-key.decorator';
import { ZodBody, ZodQuery } from '../validation/zod.decorators';
import { BillingService } from './billing.service';
import { PremiumStatusService } from './premium-status.service';
import type { RawBodyRequest } from './stripe-webhook.route';

/** Spec 3 §7 "Subscription and payment": thin routes, billing-service does the work. */
@ApiTags('billing')
@Controller('api/stripe')
export class BillingController {
  constructor(
    private readonly premium: PremiumStatusService,
    private readonly billing: BillingService,
  ) {}

  @Get('subscription-status')
  @UseGuards(AuthenticatedGuard)
  @ApiOkResponse({ description: '{ active, subscriptionStatus, subscriptionTier } of the logged-in user' })
  @ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
  subscriptionStatus(@CurrentSession() session: ActiveSession): Promise<SubscriptionStatusResponse> {
    return this.premium.status(session.userId);
  }

  @Get('subscription-details')
  @UseGuards(AuthenticatedGuard)
  @ApiOkResponse({
    description: 'Spec 3 §3 subscription details (price, payment method, term, cancellation)',
  })
  subscriptionDetails(@CurrentSession() session: ActiveSession): Promise<SubscriptionDetailsResponse> {
    return this.billing.details(session.userId);
  }

  @Get('payments')
  @UseGuards(AuthenticatedGuard)
  @ApiOkResponse({ description: 'Payment history, newest first (spec 3 §2.6)' })
  payments(@CurrentSession() session: ActiveSession): Promise<PaymentDto[]> {
    return this.billing.payments(session.userId);
  }

  @Post('create-checkout-session')
  @HttpCode(200)
  @UseGuards(AuthenticatedGuard)
  @ApiOkResponse({ description: '{ url } of the hosted Stripe Checkout page' })
  createCheckoutSession(
    @CurrentSession() session: ActiveSession,
    @ZodBody(checkoutBodySchema) body: CheckoutBody,
    @IdempotencyKey() idempotencyKey: string | null,
  ): Promise<CreateCheckoutResponse> {
    return this.billing.createCheckout(session, body, idempotencyKey);
  }

  @Get('verify-session')
  @UseGuards(AuthenticatedGuard)
  @ApiOkResponse({ description: '{ success, planId, error } for the user’s own Checkout Session' })
  verifySession(
    @CurrentSession() session: ActiveSession,
    @ZodQuery(verifySessionQuerySchema) query: VerifySessionQuery,
  ): Promise<VerifySessionResponse> {
    return this.billing.verifySession(session.userId, query.session_id);
  }

  @Post('cancel-subscription')
  @HttpCode(200)
  @UseGuards(AuthenticatedGuard)
  @ApiOkResponse({ description: '{ isCommitmentPeriod, activeUntil, startDate, message }' })
  cancel(@CurrentSession() session: ActiveSession): Promise<CancelSubscriptionResponse> {
    return this.billing.cancel(session.userId);
  }

  @Post('resume-subscription')
  @HttpCode(200)
  @UseGuards(AuthenticatedGuard)
  @ApiOkResponse({ description: '{ message }' })
  resume(@CurrentSession() session: ActiveSession): Promise<ResumeSubscriptionResponse> {
    return this.billing.resume(session.userId);
  }

  @Post('activate-subscription')
  @HttpCode(200)
  @UseGuards(AuthenticatedGuard)
  @ApiOkResponse({ description: 'Test checkout (BILLING_TEST_MODE only, else 404)' })
  activate(
    @CurrentSession() session: ActiveSession,
    @ZodBody(activateBodySchema) body: ActivateBody,
    @IdempotencyKey() idempotencyKey: string | null,
  ): Promise<ActivateSubscriptionResponse> {
    return this.billing.activateTest(session, body, idempotencyKey);
  }

  /** Stripe's webhook: no session, no CSRF check (matched route); the raw body goes to billing-service. */
  @Post('webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  webhook(
    @Req() request: RawBodyRequest,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<StripeWebhookResponse> {
    if (typeof request.rawBody !== 'string' || typeof signature !== 'string') {
      throw new BadRequestException({ message: BILLING_MESSAGES.invalidSignature });
    }
    return this.billing.forwardWebhook(request.rawBody, signature);
  }
}

class ScheduleIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    const result = validate(scheduleIdSchema, value);
    if (!result.ok) throw new BadRequestException({ message: result.message });
    return result.data;
  }
}

/** Spec 3 §2.9 schedule test page (BILLING_TEST_MODE only, else 404). */
@ApiTags('billing')
@Controller('api/stripe-test')
@UseGuards(AuthenticatedGuard)
export class StripeTestController {
  constructor(private readonly billing: BillingService) {}

  @Post('create-test-subscription-schedule')
  @HttpCode(200)
  createSchedule(
    @CurrentSession() session: ActiveSession,
    @ZodBody(testScheduleBodySchema) body: TestScheduleBody,
  ): Promise<TestScheduleResponse> {
    return this.billing.createTestSchedule(session, body);
  }

  @Get('schedule/:id')
  schedule(
    @CurrentSession() session: ActiveSession,
    @Param('id', ScheduleIdPipe) id: string,
  ): Promise<TestScheduleResponse> {
    return this.billing.testSchedule(session.userId, id);
  }
}
