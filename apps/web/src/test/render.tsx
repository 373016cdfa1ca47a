import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppRoot } from '../app/app-root';
import { makeStore, type AppStore } from '../app/store';
import { Toaster } from '../shared/toast/toaster';

/** The whole app as the browser runs it, starting at `path`. */
export function renderApp(path = '/') {
  window.history.replaceState(null, '', path);
  const store = makeStore();
  return {
    store,
    ...render(
      <Provider store={store}>
        <AppRoot />
      </Provider>,
    ),
  };
}

/** Shows the router's current path so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

interface RouterOptions {
  path?: string;
  /** Route pattern the element is mounted at; other paths render nothing but the probe. */
  route?: string;
  store?: AppStore;
}

/** One component inside a store, a memory router and the toaster. */
export function renderInRouter(
  ui: ReactElement,
  { path = '/', route = '*', store = makeStore() }: RouterOptions = {},
) {
  return {
    store,
    ...render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={ui} />
            {route !== '*' && <Route path="*" element={null} />}
          </Routes>
          <LocationProbe />
          <Toaster />
        </MemoryRouter>
      </Provider>,
    ),
  };
}

/** One component inside a store and the toaster, without a router. */
export function renderWithStore(ui: ReactElement, store: AppStore = makeStore()) {
  return {
    store,
    ...render(
      <Provider store={store}>
        {ui}
        <Toaster />
      </Provider>,
    ),
  };
}
