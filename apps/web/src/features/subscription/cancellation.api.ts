import type { CancellationBody, CancellationPrefillResponse, CancellationResponse } from '@mpu/contracts';
import { baseApi } from '../../shared/api/base.api';

/** § 312k BGB cancellation declaration (gateway `/api/cancellation-requests`), signed in or not. */
const cancellationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Signed in only: name, e-mail and the current plan for the form. */
    getCancellationPrefill: build.query<CancellationPrefillResponse, void>({
      query: () => '/cancellation-requests/prefill',
      keepUnusedDataFor: 0,
    }),
    /** Signed in, the server may cancel the subscription at once: every status is fetched again. */
    submitCancellation: build.mutation<CancellationResponse, CancellationBody>({
      query: (body) => ({ url: '/cancellation-requests', method: 'POST', body }),
      invalidatesTags: ['Subscription'],
    }),
  }),
});

export const { useGetCancellationPrefillQuery, useSubmitCancellationMutation } = cancellationApi;
