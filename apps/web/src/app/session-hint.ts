/**
 * What the gateway wrote into the page about the session cookie (`<html data-session>`) before the app
 * asks GET /api/user: `none` — the request carried no session cookie, so nobody is signed in; `cookie` —
 * it did, so someone probably is (the session may have expired). `null` without a hint (Vite dev server).
 */
export type SessionHint = 'none' | 'cookie' | null;

export function readSessionHint(root: HTMLElement = document.documentElement): SessionHint {
  const hint = root.dataset['session'];
  return hint === 'none' || hint === 'cookie' ? hint : null;
}
