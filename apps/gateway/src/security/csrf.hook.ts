import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMMON_MESSAGES } from '@mpu/contracts';
import { STRIPE_WEBHOOK_ROUTE } from '../billing/stripe-webhook.route';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * CSRF defence for state-changing API requests: the browser's Origin (or, failing that, Referer) must
 * be this site's own origin or one of ALLOWED_ORIGINS, and Fetch Metadata must not say cross-site.
 * A request with neither header is refused: every browser sends Origin on a POST.
 */
export function isCrossSiteRequest(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return true;
  const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  if (!origin) return true;
  const ownOrigin = `${request.protocol}://${request.headers.host ?? ''}`;
  return origin !== ownOrigin && !allowedOrigins.includes(origin);
}

/**
 * Whether the request may change state. Decided on the method alone: a path test on the raw URL is what
 * `/%61pi/…` slipped past, and no route outside the API accepts a write anyway.
 */
export function isStateChanging(request: FastifyRequest): boolean {
  return !SAFE_METHODS.has(request.method);
}

/**
 * Routes (as the router matched them) that browsers never call and whose sender proves itself otherwise:
 * Stripe's webhook carries no cookie and no Origin, and its body is signed (billing-service checks it).
 */
const CSRF_EXEMPT_ROUTES = new Set([STRIPE_WEBHOOK_ROUTE]);

export function isCsrfExempt(request: FastifyRequest): boolean {
  return CSRF_EXEMPT_ROUTES.has(request.routeOptions.url ?? '');
}

/** 403 for a cross-site state-changing API request; answers and returns true when it refused. */
export function rejectCrossSite(
  request: FastifyRequest,
  reply: FastifyReply,
  allowedOrigins: readonly string[],
): boolean {
  if (isCsrfExempt(request) || !isCrossSiteRequest(request, allowedOrigins)) return false;
  void reply.code(403).send({ message: COMMON_MESSAGES.csrfRejected });
  return true;
}
