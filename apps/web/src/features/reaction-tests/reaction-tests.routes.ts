import type { ToolPages } from '../../app/tool-pages.types';

/** The pages of this feature by route path (see app/tool-pages.ts). */
export const REACTION_TEST_PAGES: ToolPages = {};
