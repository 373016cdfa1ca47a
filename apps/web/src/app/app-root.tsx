import { lazy, Suspense, useEffect } from 'react';
import { hasStatus } from '../shared/api/api-error';
import { Toaster } from '../shared/toast/toaster';
import { PageSpinner } from '../shared/ui/spinner';
import { useGetCurrentUserQuery } from '../features/auth/auth.api';
import EntryPage from '../features/auth/entry-page';
import { clearStoredUser } from '../features/auth/stored-user';

const ConnectionErrorPage = lazy(() => import('../features/auth/connection-error-page'));
const SignedInApp = lazy(() => import('./signed-in-app'));

/**
 * Spec 3 §2.1: a spinner while the current user loads, the signed-out entry on 401, otherwise the
 * signed-in app (lazy, with the router and every route split further).
 *
 * The signed-out entry, its form validation included, is part of the main bundle, which saves the
 * signed-out visitor a round trip after the user check.
 */
export function AppRoot() {
  const { data: user, error, isError, refetch } = useGetCurrentUserQuery();
  const signedOut = isError && hasStatus(error, 401);

  useEffect(() => {
    if (signedOut) clearStoredUser();
  }, [signedOut]);

  let content;
  if (signedOut) content = <EntryPage />;
  else if (user) content = <SignedInApp />;
  else if (isError) content = <ConnectionErrorPage error={error} onRetry={() => void refetch()} />;
  else content = <PageSpinner />;

  return (
    <>
      <Suspense fallback={<PageSpinner />}>{content}</Suspense>
      <Toaster />
    </>
  );
}
