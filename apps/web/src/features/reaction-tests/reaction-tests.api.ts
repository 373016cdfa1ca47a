import type { ReactionRunDto, ReactionRunSubmission } from '@mpu/contracts';
import { baseApi } from '../../shared/api/base.api';
import { IDEMPOTENCY_KEY_HEADER } from '../../shared/api/idempotency-key';

/** A finished run and the key of the action that saves it (the same on a retry). */
export interface SaveReactionRunRequest {
  run: ReactionRunSubmission;
  idempotencyKey: string;
}

/** The user's practice runs (issue 6): kept by feedback-service, which scores them with the domain pass rules. */
export const reactionTestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first. */
    getReactionRuns: build.query<ReactionRunDto[], void>({
      query: () => '/reaction-tests/runs',
      providesTags: ['ReactionRuns'],
    }),
    saveReactionRun: build.mutation<ReactionRunDto, SaveReactionRunRequest>({
      query: ({ run, idempotencyKey }) => ({
        url: '/reaction-tests/runs',
        method: 'POST',
        body: run,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      invalidatesTags: ['ReactionRuns'],
    }),
  }),
});

export const { useGetReactionRunsQuery, useSaveReactionRunMutation } = reactionTestsApi;
