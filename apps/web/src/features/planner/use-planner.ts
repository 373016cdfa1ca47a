import type { TestMethod } from '@mpu/contracts';
import {
  changeCompleted,
  changeDate,
  changeMethod,
  createPlan,
  draftOf,
  toIsoDate,
  type PlanDraft,
} from '@mpu/domain';
import { useCallback, useMemo } from 'react';
import { useStore } from 'react-redux';
import type { RootState } from '../../app/store';
import { plannerApi, useGetPlannerQuery, useSavePlannerMutation } from './planner.api';
import { DEFAULT_PLANNER_METHODS } from './planner.constants';

const selectPlanner = plannerApi.endpoints.getPlanner.select();

export interface PlannerActions {
  toggleMethod: (method: TestMethod) => void;
  toggleCompleted: (id: string) => void;
  move: (id: string, date: string) => void;
  /** 'Neuen Plan erstellen': the current methods, planned from today. */
  rebuild: () => void;
}

/**
 * The saved plan and its changes. Each change is computed from the plan in the store at that moment (not from
 * the last render), so quick taps build on each other, and saved at once (optimistic, see planner.api.ts).
 */
export function usePlanner() {
  const query = useGetPlannerQuery();
  const [save] = useSavePlannerMutation();
  const store = useStore<RootState>();

  const update = useCallback(
    (change: (plan: PlanDraft) => PlanDraft | null) => {
      const plan = selectPlanner(store.getState()).data?.plan;
      if (!plan) return;
      const next = change(plan);
      if (next) void save(next);
    },
    [save, store],
  );

  /** The first plan (nothing saved yet): default methods from today. Rejects when it could not be saved. */
  const create = useCallback(
    () => save(createPlan(DEFAULT_PLANNER_METHODS, toIsoDate(new Date()))).unwrap(),
    [save],
  );

  const actions = useMemo<PlannerActions>(
    () => ({
      toggleMethod: (method) => update((plan) => changeMethod(plan, method)),
      toggleCompleted: (id) => update((plan) => changeCompleted(plan, id)),
      move: (id, date) => update((plan) => changeDate(plan, id, date)),
      rebuild: () => update((plan) => createPlan(draftOf(plan).methods, toIsoDate(new Date()))),
    }),
    [update],
  );

  return { query, create, actions };
}
