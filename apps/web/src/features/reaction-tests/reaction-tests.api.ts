import type { ReactionRunDto, ReactionRunSubmission } from '@mpu/contracts';
import { baseApi } from '../../shared/api/base.api';

/** The user's practice runs (issue 6): kept by feedback-service, which scores them with the domain pass rules. */
export const reactionTestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first. */
    getReactionRuns: build.query<ReactionRunDto[], void>({
      query: () => '/reaction-tests/runs',
      providesTags: ['ReactionRuns'],
    }),
    saveReactionRun: build.mutation<ReactionRunDto, ReactionRunSubmission>({
      query: (run) => ({ url: '/reaction-tests/runs', method: 'POST', body: run }),
      invalidatesTags: ['ReactionRuns'],
    }),
  }),
});

export const { useGetReactionRunsQuery, useSaveReactionRunMutation } = reactionTestsApi;
