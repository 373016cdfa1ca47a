import * as z from 'zod/mini';
import { COMMON_MESSAGES } from '../common/messages';
import { idempotencyKeySchema, requestObject, userIdSchema } from '../common/request.schemas';
import {
  checkoutSessionIdSchema,
  planIdSchema,
  scheduleIdSchema,
  testCardDetailsSchema,
  withdrawalConsentSchema,
} from './billing.schemas';
import { BILLING_MESSAGES as M } from './billing.messages';

// What billing-service parses on its subjects (contracts' REQUEST_SCHEMAS, server-kit's `@Handles`).

/** The customer's e-mail: the session user's username as the gateway knows it. */
const emailSchema = z
  .string({ error: COMMON_MESSAGES.invalidInput })
  .check(z.minLength(3, COMMON_MESSAGES.invalidInput), z.maxLength(320, COMMON_MESSAGES.invalidInput));

export const createCheckoutRequestSchema = requestObject({
  userId: userIdSchema,
  email: emailSchema,
  productId: planIdSchema,
  withdrawalConsent: withdrawalConsentSchema,
  idempotencyKey: idempotencyKeySchema,
});

export const verifySessionRequestSchema = requestObject({
  userId: userIdSchema,
  sessionId: checkoutSessionIdSchema,
});

export const activateSubscriptionRequestSchema = requestObject({
  userId: userIdSchema,
  email: emailSchema,
  planId: planIdSchema,
  testMode: z.literal(true, { error: M.testModeOnly }),
  cardDetails: testCardDetailsSchema,
  withdrawalConsent: withdrawalConsentSchema,
  idempotencyKey: idempotencyKeySchema,
});

export const createTestScheduleRequestSchema = requestObject({
  userId: userIdSchema,
  email: emailSchema,
  planId: planIdSchema,
});

export const testScheduleRequestSchema = requestObject({
  userId: userIdSchema,
  scheduleId: scheduleIdSchema,
});

/** The raw webhook body (≤ the gateway's body limit) and its `Stripe-Signature` header. */
export const stripeWebhookRequestSchema = requestObject({
  payload: z.string({ error: M.invalidSignature }).check(z.maxLength(1_000_000, M.invalidSignature)),
  signature: z.string({ error: M.invalidSignature }).check(z.maxLength(4096, M.invalidSignature)),
});
