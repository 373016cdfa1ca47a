import type { FastifyRequest } from 'fastify';

/**
 * Stripe's webhook endpoint as the router matches it. Decisions about it (keep the raw body, no CSRF
 * check) look at the matched route, never at the raw URL.
 */
export const STRIPE_WEBHOOK_ROUTE = '/api/stripe/webhook';

/** A webhook request: the JSON parser kept the body exactly as it came, for the signature check. */
export interface RawBodyRequest extends FastifyRequest {
  rawBody?: string;
}

export const isStripeWebhookRoute = (request: FastifyRequest): boolean =>
  request.routeOptions.url === STRIPE_WEBHOOK_ROUTE;
