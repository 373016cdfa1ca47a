import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../shared/ui/spinner';
import { AppFooter } from './app-footer';
import { BottomNav } from './bottom-nav';

/** Main screens (home, basics, feedback, profile): the page, the footer and the bottom navigation. */
export function MainLayout() {
  return (
    <div className="with-bottom-nav">
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <AppFooter />
      <BottomNav />
    </div>
  );
}

/**
 * Every other screen: the page and the footer. The full-height chat pages hide the footer (chat.css) and show
 * the link in their header instead; a gated chat route that shows the locked page keeps it.
 */
export function PlainLayout() {
  return (
    <>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <AppFooter />
    </>
  );
}
