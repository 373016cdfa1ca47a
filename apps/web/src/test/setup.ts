import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Routes are lazy chunks and pages fetch through the stub: on a busy 2-core CI machine the first import of
// a chunk can take longer than Testing Library's default 1 s for findBy*/waitFor.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; the app scrolls to the top on navigation.
window.scrollTo = () => undefined;

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
