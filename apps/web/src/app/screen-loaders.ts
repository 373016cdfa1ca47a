import { CHAT_MODES } from '@mpu/contracts';

/**
 * The lazily loaded signed-in app and its main screens, in one place: app-root.tsx and app-routes.tsx
 * render them with `lazy()`, and preloadSignedInScreens() starts the same imports early.
 */
export const loadSignedInApp = () => import('./signed-in-app');

export const SCREEN_LOADERS = {
  home: () => import('../features/home/home-page'),
  info: () => import('../features/info/info-page'),
  article: () => import('../features/info/article-page'),
  search: () => import('../features/info/search-page'),
  chat: () => import('../features/chat/chat-page'),
};

const CHAT_PATHS: readonly string[] = CHAT_MODES.map((mode) => `/${mode}`);

/** The loader of the screen the route table shows at `pathname`, for the main screens; otherwise undefined. */
export function screenLoaderFor(pathname: string): (() => Promise<unknown>) | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return SCREEN_LOADERS.home;
  if (path === '/info') return SCREEN_LOADERS.info;
  if (path === '/search') return SCREEN_LOADERS.search;
  if (CHAT_PATHS.includes(path)) return SCREEN_LOADERS.chat;
  // /info/quiz is a self-help tool; every other /info/<topic> an article.
  if (/^\/info\/[a-z-]+$/.test(path) && path !== '/info/quiz') return SCREEN_LOADERS.article;
  return undefined;
}

/**
 * Starts downloading the signed-in app and the screen at `pathname` while GET /api/user is still under
 * way, instead of one after the other once it answered. Failures are left to the later `lazy()` render,
 * which shows them as it always did.
 */
export function preloadSignedInScreens(pathname: string): void {
  const loaders = [loadSignedInApp, screenLoaderFor(pathname)];
  for (const load of loaders) void load?.().catch(() => undefined);
}
