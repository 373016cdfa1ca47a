import { lazy } from 'react';
import type { ToolPages } from '../../app/tool-pages.types';

/** The pages of this feature by route path (see app/tool-pages.ts). */
export const REACTION_TEST_PAGES: ToolPages = {
  '/reaktionstests': lazy(() => import('./reaction-tests-page')),
  '/linienverfolgungstest': lazy(() => import('./line-tracking-intro-page')),
  '/linienverfolgungstest/test': lazy(() => import('./line-tracking-test-page')),
  '/tapk': lazy(() => import('./tapk-intro-page')),
  '/tapk-game': lazy(() => import('./tapk-game-page')),
  '/tapk2': lazy(() => import('./tapk2-intro-page')),
  '/tapk2-game': lazy(() => import('./tapk2-game-page')),
};
