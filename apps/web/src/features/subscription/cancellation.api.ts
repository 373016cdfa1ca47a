import type { CancellationBody, CancellationPrefillResponse, CancellationResponse } from '@mpu/contracts';
import { baseApi } from '../../shared/api/base.api';
import { IDEMPOTENCY_KEY_HEADER } from '../../shared/api/idempotency-key';

/** § 312k BGB cancellation declaration (gateway `/api/cancellation-requests`), signed in or not. */
const cancellationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Signed in only: name, e-mail and the current plan for the form. */
    getCancellationPrefill: build.query<CancellationPrefillResponse, void>({
      query: () => '/cancellation-requests/prefill',
      keepUnusedDataFor: 0,
    }),
    /** Signed in, the server may cancel the subscription at once: every status is fetched again. */
    submitCancellation: build.mutation<
      CancellationResponse,
      { body: CancellationBody; idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: '/cancellation-requests',
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      invalidatesTags: ['Subscription'],
    }),
  }),
});

export const { useGetCancellationPrefillQuery, useSubmitCancellationMutation } = cancellationApi;
