import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../auth/use-current-user';

/** Spec 3 §6: admin pages are for admins; everyone else is redirected to /. */
export function AdminRoute({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  return user.isAdmin ? children : <Navigate to="/" replace />;
}
