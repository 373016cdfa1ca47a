import { PLANNER_PAGES } from '../features/planner/planner.routes';
import { QUESTIONNAIRE_PAGES } from '../features/questionnaire/questionnaire.routes';
import { REACTION_TEST_PAGES } from '../features/reaction-tests/reaction-tests.routes';
import { SELF_HELP_PAGES } from '../features/self-help/self-help.routes';
import { SUBSCRIPTION_PAGES } from '../features/subscription/subscription.routes';
import type { ToolPages } from './tool-pages.types';

/** The self-help tools, the planner, the questionnaire, the reaction tests and the subscription pages by route path. */
export const TOOL_PAGES: ToolPages = {
  ...SELF_HELP_PAGES,
  ...PLANNER_PAGES,
  ...QUESTIONNAIRE_PAGES,
  ...REACTION_TEST_PAGES,
  ...SUBSCRIPTION_PAGES,
};
