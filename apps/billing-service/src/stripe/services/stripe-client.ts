import Stripe from 'stripe';
import type { StripeConnection } from '../../config/billing-env';

/** The one Stripe client of the service (stripe@23, its pinned API version); null without a secret key. */
export function createStripeClient(connection: StripeConnection | null): Stripe | null {
  if (!connection) return null;
  return new Stripe(connection.secretKey, {
    ...(connection.host ? { host: connection.host } : {}),
    ...(connection.port ? { port: connection.port } : {}),
    ...(connection.protocol ? { protocol: connection.protocol } : {}),
    maxNetworkRetries: connection.maxNetworkRetries,
    timeout: connection.timeoutMs,
    telemetry: false,
  });
}
