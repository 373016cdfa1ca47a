import { lazy } from 'react';
import type { ToolPages } from '../../app/tool-pages.types';

/** The pages of this feature by route path (see app/tool-pages.ts). */
export const SELF_HELP_PAGES: ToolPages = {
  '/calculator': lazy(() => import('./per-mille-page')),
  '/abstinenzrechner': lazy(() => import('./abstinence-page')),
  '/hypothesen-navigator': lazy(() => import('./hypothesis-navigator-page')),
  '/info/quiz': lazy(() => import('./self-assessment-page')),
};
