// First: configures zod before any module can parse with a contracts schema.
import './shared/zod-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { AppRoot } from './app/app-root';
import { findRootElement } from './app/root-element';
import { makeStore } from './app/store';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';

createRoot(findRootElement()).render(
  <StrictMode>
    <Provider store={makeStore()}>
      <AppRoot />
    </Provider>
  </StrictMode>,
);
