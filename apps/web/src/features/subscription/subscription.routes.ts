import { lazy } from 'react';
import type { ToolPages } from '../../app/tool-pages.types';
import { CANCELLATION_PATH } from '../../shared/public-paths';

/** The subscription pages by route path (see app/tool-pages.ts); each is its own lazy chunk. */
export const SUBSCRIPTION_PAGES: ToolPages = {
  '/subscribe': lazy(() => import('./subscribe-page')),
  '/checkout/:planId': lazy(() => import('./checkout-page')),
  '/payment-success': lazy(() => import('./payment-success-page')),
  '/subscription': lazy(() => import('./subscription-page')),
  '/stripe-test': lazy(() => import('./stripe-test-page')),
  [CANCELLATION_PATH]: lazy(() => import('./cancellation-route')),
};
