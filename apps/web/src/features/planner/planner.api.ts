import type { PlannerBody, PlannerStateDto } from '@mpu/contracts';
import { PLANNER_TEXTS } from '@mpu/ui-texts';
import type { FetchBaseQueryError, FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query';
import { baseApi } from '../../shared/api/base.api';
import { errorMessage } from '../../shared/api/api-error';
import { showToast } from '../../shared/toast/toast.slice';
import { saveQueueOf } from './save-queue';

const T = PLANNER_TEXTS.saveError;

/** The plan the page sends: the whole plan (PUT replaces it), without the server's `updatedAt`. */
export type PlannerSave = Omit<PlannerBody, 'userId'>;

/**
 * The user's abstinence-proof plan, kept by feedback-service: GET /api/planner ({ plan: null } until saved)
 * and PUT /api/planner (the whole plan, answered with the saved state).
 */
export const plannerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPlanner: build.query<PlannerStateDto, void>({
      query: () => '/planner',
      providesTags: ['Planner'],
    }),
    /**
     * Every change is saved at once, optimistically: the cache shows it right away. PUTs go out one after the
     * other (each carries the whole plan, so the last one to arrive must be the newest). On success of the
     * newest the server's answer becomes the cache; when the newest fails, every change not yet confirmed by
     * the server is undone (newest first) and a toast says so. A failed older save needs no undo when a newer
     * one succeeds: the newer plan contains its change.
     */
    savePlanner: build.mutation<PlannerStateDto, PlannerSave>({
      queryFn: (body, api, _extraOptions, baseQuery) =>
        saveQueueOf(api.dispatch).send(
          async () =>
            (await baseQuery({ url: '/planner', method: 'PUT', body })) as QueryReturnValue<
              PlannerStateDto,
              FetchBaseQueryError,
              FetchBaseQueryMeta
            >,
        ),
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        const queue = saveQueueOf(dispatch);
        const patch = dispatch(
          plannerApi.util.updateQueryData('getPlanner', undefined, (draft) => {
            draft.plan = { ...body, updatedAt: draft.plan?.updatedAt ?? '' };
          }),
        );
        const save = queue.started(patch.undo);
        try {
          const { data } = await queryFulfilled;
          if (queue.confirmed(save)) {
            dispatch(plannerApi.util.updateQueryData('getPlanner', undefined, () => data));
          }
        } catch (rejection) {
          if (queue.failed(save)) {
            const error = (rejection as { error?: unknown }).error;
            dispatch(
              showToast({ variant: 'destructive', title: T.title, description: errorMessage(error, T.text) }),
            );
          }
        }
      },
    }),
  }),
});

export const { useGetPlannerQuery, useSavePlannerMutation } = plannerApi;
