import { lazy, Suspense, useEffect, useState } from 'react';
import { hasStatus } from '../shared/api/api-error';
import { baseApi } from '../shared/api/base.api';
import { isCancellationPath } from '../shared/public-paths';
import { Toaster } from '../shared/toast/toaster';
import { PageSpinner } from '../shared/ui/spinner';
import { useGetCurrentUserQuery } from '../features/auth/auth.api';
import EntryPage from '../features/auth/entry-page';
import { clearStoredUser } from '../features/auth/stored-user';
import { useAppDispatch } from './hooks';
import { prefetchScreenData } from './screen-data';
import { loadSignedInApp } from './screen-loaders';
import { readSessionHint } from './session-hint';

const ConnectionErrorPage = lazy(() => import('../features/auth/connection-error-page'));
// § 312k BGB: the cancellation page is reachable signed out too; the entry has no router, so the path decides.
const CancellationPage = lazy(() => import('../features/subscription/cancellation-page'));
const SignedInApp = lazy(loadSignedInApp);

/**
 * Spec 3 §2.1: a spinner while the current user loads, the signed-out entry on 401, otherwise the
 * signed-in app (lazy, with the router and every route split further).
 *
 * The signed-out entry, its form validation included, is part of the main bundle, which saves the
 * signed-out visitor a round trip after the user check. When the page says the request carried no
 * session cookie (session-hint.ts), nobody can be signed in: the entry shows at once instead of the
 * spinner, while GET /api/user confirms it. The hint counts for that first answer only.
 */
export function AppRoot() {
  const dispatch = useAppDispatch();
  const { data: user, error, isError, refetch } = useGetCurrentUserQuery();
  const signedOut = isError && hasStatus(error, 401);
  const answered = user !== undefined || isError;
  const [noSessionCookie, setNoSessionCookie] = useState(() => readSessionHint() === 'none');

  useEffect(() => {
    if (!signedOut) return;
    clearStoredUser();
    // A status fetched ahead for an expired session (preload.ts) must not outlive it.
    dispatch(baseApi.util.invalidateTags(['Subscription']));
  }, [signedOut, dispatch]);
  useEffect(() => {
    if (answered) setNoSessionCookie(false);
  }, [answered]);
  const signedIn = user !== undefined;
  useEffect(() => {
    if (signedIn) prefetchScreenData(dispatch, window.location.pathname);
  }, [signedIn, dispatch]);

  // Not signed in on /kuendigen: the cancellation page instead of the entry, also when the user check failed
  // (a cancellation must not depend on it).
  const cancellation = isCancellationPath(window.location.pathname);
  const entry = cancellation ? <CancellationPage /> : <EntryPage />;
  let content;
  if (signedOut) content = entry;
  else if (user) content = <SignedInApp />;
  else if (isError && cancellation) content = entry;
  else if (isError) content = <ConnectionErrorPage error={error} onRetry={() => void refetch()} />;
  else if (noSessionCookie) content = entry;
  else content = <PageSpinner />;

  return (
    <>
      <Suspense fallback={<PageSpinner />}>{content}</Suspense>
      <Toaster />
    </>
  );
}
