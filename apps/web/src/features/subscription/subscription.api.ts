import type { SubscriptionStatusResponse } from '@mpu/contracts';
import { baseApi } from '../../shared/api/base.api';

export const subscriptionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSubscriptionStatus: build.query<SubscriptionStatusResponse, void>({
      query: () => '/stripe/subscription-status',
      providesTags: ['Subscription'],
    }),
  }),
});

export const { useGetSubscriptionStatusQuery } = subscriptionApi;
