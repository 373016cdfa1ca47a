// First: configures zod before any module can parse with a contracts schema.
import './shared/zod-csp';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { AppRoot } from './app/app-root';
import { findRootElement } from './app/root-element';
import { preloadFirstScreen } from './app/preload';
import { readSessionHint } from './app/session-hint';
import { makeStore } from './app/store';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';

const store = makeStore();
const hint = readSessionHint();

// A session cookie came along: fetch the signed-in app and its first screen while the user is checked.
preloadFirstScreen(store, hint, window.location.pathname);

const root = createRoot(findRootElement());
const render = () =>
  root.render(
    <StrictMode>
      <Provider store={store}>
        <AppRoot />
      </Provider>
    </StrictMode>,
  );
// Without a session cookie the first screen is the signed-out entry, which waits for no answer: React
// renders it as a transition, in slices that keep the main thread free. Otherwise it renders at once, so
// that GET /api/user starts right away.
if (hint === 'none') startTransition(render);
else render();
