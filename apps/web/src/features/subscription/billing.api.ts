import type {
  ActivateBody,
  ActivateSubscriptionResponse,
  CancelSubscriptionResponse,
  CheckoutBody,
  CreateCheckoutResponse,
  PaymentDto,
  ResumeSubscriptionResponse,
  SubscriptionDetailsResponse,
  TestScheduleBody,
  TestScheduleResponse,
  VerifySessionResponse,
} from '@mpu/contracts';
import { baseApi } from '../../shared/api/base.api';
import { IDEMPOTENCY_KEY_HEADER } from '../../shared/api/idempotency-key';

/** A creating request with the key of its user action (the same key on a retry of that action). */
interface Keyed<Body> {
  body: Body;
  idempotencyKey: string;
}

const keyed = <Body>(url: string, { body, idempotencyKey }: Keyed<Body>) => ({
  url,
  method: 'POST',
  body,
  headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
});

/** Spec 3 §7 "Subscription and payment" (gateway `/api/stripe/*`, `/api/stripe-test/*`). */
const billingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSubscriptionDetails: build.query<SubscriptionDetailsResponse, void>({
      query: () => '/stripe/subscription-details',
      providesTags: ['Subscription'],
    }),
    getPayments: build.query<PaymentDto[], void>({
      query: () => '/stripe/payments',
      providesTags: ['Subscription'],
    }),
    createCheckoutSession: build.mutation<CreateCheckoutResponse, Keyed<CheckoutBody>>({
      query: (args) => keyed('/stripe/create-checkout-session', args),
    }),
    /** The test checkout (spec 3 §2.8); access opens at once, so every status is fetched again. */
    activateSubscription: build.mutation<ActivateSubscriptionResponse, Keyed<ActivateBody>>({
      query: (args) => keyed('/stripe/activate-subscription', args),
      invalidatesTags: ['Subscription'],
    }),
    verifySession: build.query<VerifySessionResponse, string>({
      query: (sessionId) => ({ url: '/stripe/verify-session', params: { session_id: sessionId } }),
    }),
    /** The page shows the answer at once and reloads the data 1 s later (spec 3 §4.2). */
    cancelSubscription: build.mutation<CancelSubscriptionResponse, void>({
      query: () => ({ url: '/stripe/cancel-subscription', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            billingApi.util.updateQueryData('getSubscriptionDetails', undefined, (draft) => {
              draft.cancelAtPeriodEnd = true;
              draft.isCommitmentPeriod = data.isCommitmentPeriod;
              if (draft.subscription) {
                draft.subscription.cancelAtPeriodEnd = true;
                draft.subscription.activeUntil = data.activeUntil ?? draft.subscription.activeUntil;
              }
            }),
          );
        } catch {
          // the page shows the failure
        }
      },
    }),
    resumeSubscription: build.mutation<ResumeSubscriptionResponse, void>({
      query: () => ({ url: '/stripe/resume-subscription', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            billingApi.util.updateQueryData('getSubscriptionDetails', undefined, (draft) => {
              draft.cancelAtPeriodEnd = false;
              draft.isCommitmentPeriod = false;
              if (draft.subscription) {
                draft.subscription.cancelAtPeriodEnd = false;
                draft.subscription.cancelAt = null;
                draft.subscription.activeUntil = draft.subscription.currentPeriodEnd;
              }
            }),
          );
        } catch {
          // the page shows the failure
        }
      },
    }),
    createTestSchedule: build.mutation<TestScheduleResponse, TestScheduleBody>({
      query: (body) => ({ url: '/stripe-test/create-test-subscription-schedule', method: 'POST', body }),
    }),
    getTestSchedule: build.query<TestScheduleResponse, string>({
      query: (id) => `/stripe-test/schedule/${encodeURIComponent(id)}`,
    }),
  }),
});

export const {
  useGetSubscriptionDetailsQuery,
  useGetPaymentsQuery,
  useCreateCheckoutSessionMutation,
  useActivateSubscriptionMutation,
  useVerifySessionQuery,
  useCancelSubscriptionMutation,
  useResumeSubscriptionMutation,
  useCreateTestScheduleMutation,
  useLazyGetTestScheduleQuery,
} = billingApi;
