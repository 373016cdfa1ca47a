import type { ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Content-Security-Policy the web app runs under: scripts and connections only from this origin, no
 * inline scripts; inline styles are allowed because React sets style attributes and FullCalendar injects its
 * stylesheet.
 */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      // data: for the icon font FullCalendar (the planner's calendar) embeds in its CSS.
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      // Over plain http (local, or a LAN address) upgrading would break every request; TLS terminates at the ingress.
      upgradeInsecureRequests: null,
    },
  },
};

/**
 * Helmet's headers, computed once at start. @fastify/helmet rebuilds them on every request, which cost a
 * fifth of the gateway's CPU under load; they depend only on the options, never on the request.
 */
export function computeSecurityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as never, collector, (error?: unknown) => (failure = error));
  if (failure) throw failure;
  return headers;
}

/**
 * The smaller set JSON API answers need (OWASP REST Security Cheat Sheet): no document is rendered from
 * them, so helmet's document headers (CSP sources, COOP, Origin-Agent-Cluster, …) only cost time there.
 */
export function apiSecurityHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const pick = [
    'strict-transport-security',
    'x-content-type-options',
    'x-frame-options',
    'referrer-policy',
    'cross-origin-resource-policy',
  ];
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    // API answers are personal (the user, chats, plans, questionnaires, subscription): no cache may keep
    // them. A route that serves something cacheable sets its own Cache-Control (premium audio: private).
    'cache-control': 'no-store',
  };
  for (const name of pick) {
    const value = documentHeaders[name];
    if (value) headers[name] = value;
  }
  return headers;
}
