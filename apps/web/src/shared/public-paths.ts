/**
 * § 312k BGB: the cancellation page. Signed in it is a route of the route table; signed out the app root shows
 * it instead of the entry screen (which has no router), so it is reachable from every screen.
 */
export const CANCELLATION_PATH = '/kuendigen';

/** Whether `pathname` is the cancellation page (a trailing slash allowed). */
export const isCancellationPath = (pathname: string): boolean =>
  pathname.replace(/\/+$/, '') === CANCELLATION_PATH;
