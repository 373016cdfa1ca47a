import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../shared/ui/spinner';
import { BottomNav } from './bottom-nav';

/** Main screens (home, basics, feedback, profile): the page plus the bottom navigation. */
export function MainLayout() {
  return (
    <div className="with-bottom-nav">
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <BottomNav />
    </div>
  );
}
