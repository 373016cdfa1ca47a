import { config } from 'zod/mini';

// Only the module's start-up matters here, not rendering the app.
vi.mock('react-dom/client', () => ({ createRoot: () => ({ render: () => undefined }) }));

describe('app start (main.tsx)', () => {
  it('switches zod to jitless mode, which the CSP (no eval) requires', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(config().jitless).not.toBe(true);

    await import('./main');

    expect(config().jitless).toBe(true);
  });
});
