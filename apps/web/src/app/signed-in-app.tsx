import { BrowserRouter } from 'react-router';
import { InactivityWatcher } from '../features/inactivity/inactivity-watcher';
import { ScrollToTop } from '../features/layout/scroll-to-top';
import { AppRoutes } from './app-routes';

/** The signed-in app: routes plus the inactivity auto-logout of spec 3 §4.5. */
export default function SignedInApp() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <InactivityWatcher />
      <AppRoutes />
    </BrowserRouter>
  );
}
