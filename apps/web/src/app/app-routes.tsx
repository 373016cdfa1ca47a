import { Fragment, lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { PageSpinner } from '../shared/ui/spinner';
import { AdminRoute } from '../features/admin/admin-route';
import { MainLayout, PlainLayout } from '../features/layout/main-layout';
import { SubscriptionGate } from '../features/subscription/subscription-gate';
import { SCREEN_LOADERS } from './screen-loaders';
import { TOOL_PAGES } from './tool-pages';
import { PLANNED_ROUTES, type PlannedRoute, type RouteAccess } from './route-table';

const HomePage = lazy(SCREEN_LOADERS.home);
const ComingSoonPage = lazy(() => import('../features/placeholder/coming-soon-page'));
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'));
const ChatPage = lazy(SCREEN_LOADERS.chat);
const InfoPage = lazy(SCREEN_LOADERS.info);
const ArticlePage = lazy(SCREEN_LOADERS.article);
const SearchPage = lazy(SCREEN_LOADERS.search);

function guard(access: RouteAccess, page: ReactNode): ReactNode {
  switch (access) {
    case 'gate':
      return <SubscriptionGate tier="basic">{page}</SubscriptionGate>;
    case 'premium':
      return <SubscriptionGate tier="premium">{page}</SubscriptionGate>;
    case 'admin':
      return <AdminRoute>{page}</AdminRoute>;
    case 'open':
      return page;
  }
}

function pageOf({ path, title, back, chatMode, info }: PlannedRoute): ReactNode {
  const ToolPage = TOOL_PAGES[path];
  if (ToolPage) return <ToolPage />;
  if (chatMode) return <ChatPage mode={chatMode} />;
  if (info?.screen === 'list') return <InfoPage />;
  if (info?.screen === 'search') return <SearchPage />;
  if (info?.screen === 'article') return <ArticlePage topic={info.topic} title={title} />;
  return <ComingSoonPage title={title} back={back} />;
}

// The key gives each route its own gate state (e.g. a dismissed dialog does not carry over).
function plannedRoute(route: PlannedRoute) {
  const { path, access } = route;
  const page = pageOf(route);
  const element = <Fragment key={path}>{guard(access, page)}</Fragment>;
  return <Route key={path} path={path} element={element} />;
}

/** All screens of the signed-in app (spec 3 §2.1); anything else is the 404 page. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route element={<MainLayout />}>
          <Route index element={<HomePage />} />
          {PLANNED_ROUTES.filter((route) => route.layout === 'main').map(plannedRoute)}
        </Route>
        <Route element={<PlainLayout />}>
          {PLANNED_ROUTES.filter((route) => route.layout === 'plain').map(plannedRoute)}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
