import { subscriptionApi } from '../features/subscription/subscription.api';
import { preloadSignedInScreens } from './screen-loaders';
import type { SessionHint } from './session-hint';
import type { AppStore } from './store';

/**
 * With a session cookie (session-hint.ts), starts what the first signed-in screen waits for while
 * GET /api/user checks the session, instead of after its answer: the signed-in app, the screen at
 * `pathname` and the subscription status every gated screen checks. When the user check says signed
 * out after all, the app root drops that status again.
 */
export function preloadFirstScreen(store: AppStore, hint: SessionHint, pathname: string): void {
  if (hint !== 'cookie') return;
  preloadSignedInScreens(pathname);
  void store.dispatch(subscriptionApi.util.prefetch('getSubscriptionStatus', undefined, {}));
}
