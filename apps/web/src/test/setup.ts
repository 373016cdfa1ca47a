import '@testing-library/jest-dom/vitest';

// jsdom does not implement scrolling; the app scrolls to the top on navigation.
window.scrollTo = () => undefined;

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
