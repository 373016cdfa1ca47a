import { lazy } from 'react';
import type { ToolPages } from '../../app/tool-pages.types';

/** The pages of this feature by route path (see app/tool-pages.ts). */
export const QUESTIONNAIRE_PAGES: ToolPages = {
  '/questionnaire': lazy(() => import('./questionnaire-page')),
};
