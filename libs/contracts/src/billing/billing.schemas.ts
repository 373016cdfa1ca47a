import * as z from 'zod/mini';
import { BILLING_MESSAGES as M } from './billing.messages';
import { isPlanId } from './plan-catalogue';
import type { SubscriptionTier } from './billing.types';

// The bodies and queries of the billing routes (gateway `@ZodBody`/`@ZodQuery`), German messages throughout.

/** A plan of the catalogue; anything else answers the German "unknown plan" 400. */
export const planIdSchema = z.pipe(
  z.string({ error: M.unknownPlan }),
  z.custom<SubscriptionTier>((value) => isPlanId(value), { error: M.unknownPlan }),
);

/** The separate withdrawal-right checkbox (§ 356 Abs. 5 BGB): must be exactly `true`. */
export const withdrawalConsentSchema = z.literal(true, { error: M.withdrawalConsentRequired });

export const checkoutBodySchema = z.object({
  productId: planIdSchema,
  withdrawalConsent: withdrawalConsentSchema,
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** A Checkout Session id as Stripe writes it (`cs_test_…`, `cs_live_…`). */
export const checkoutSessionIdSchema = z
  .string({ error: M.invalidSessionId })
  .check(z.regex(/^cs_[A-Za-z0-9_]{1,200}$/, M.invalidSessionId));

export const verifySessionQuerySchema = z.object({ session_id: checkoutSessionIdSchema });
export type VerifySessionQuery = z.infer<typeof verifySessionQuerySchema>;

export const testCardDetailsSchema = z.object(
  {
    last4: z.string({ error: M.invalidCardDetails }).check(z.regex(/^\d{4}$/, M.invalidCardDetails)),
    expMonth: z
      .int({ error: M.invalidCardDetails })
      .check(z.gte(1, M.invalidCardDetails), z.lte(12, M.invalidCardDetails)),
    expYear: z
      .int({ error: M.invalidCardDetails })
      .check(z.gte(2000, M.invalidCardDetails), z.lte(2100, M.invalidCardDetails)),
  },
  { error: M.invalidCardDetails },
);

export const activateBodySchema = z.object({
  planId: planIdSchema,
  testMode: z.literal(true, { error: M.testModeOnly }),
  cardDetails: testCardDetailsSchema,
  withdrawalConsent: withdrawalConsentSchema,
});
export type ActivateBody = z.infer<typeof activateBodySchema>;

export const testScheduleBodySchema = z.object({ planId: z._default(planIdSchema, 'premium') });
export type TestScheduleBody = z.infer<typeof testScheduleBodySchema>;

export const scheduleIdSchema = z
  .string({ error: M.scheduleNotFound })
  .check(z.regex(/^sub_sched_[A-Za-z0-9_]{1,200}$/, M.scheduleNotFound));
