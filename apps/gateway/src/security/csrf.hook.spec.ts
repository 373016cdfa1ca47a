import type { FastifyRequest } from 'fastify';
import { isCrossSiteRequest, isCsrfExempt } from './csrf.hook';

const request = (headers: Record<string, string>, protocol = 'http') =>
  ({ headers: { host: 'localhost:3000', ...headers }, protocol }) as unknown as FastifyRequest;

describe('isCrossSiteRequest', () => {
  it('accepts the site its own origin', () => {
    expect(isCrossSiteRequest(request({ origin: 'http://localhost:3000' }), [])).toBe(false);
  });

  it('accepts a same-origin Referer when Origin is missing', () => {
    expect(isCrossSiteRequest(request({ referer: 'http://localhost:3000/profile' }), [])).toBe(false);
  });

  it('rejects another origin', () => {
    expect(isCrossSiteRequest(request({ origin: 'https://evil.example' }), [])).toBe(true);
  });

  it('rejects the same host over another scheme', () => {
    expect(isCrossSiteRequest(request({ origin: 'https://localhost:3000' }), [])).toBe(true);
  });

  it('accepts a configured extra origin', () => {
    expect(
      isCrossSiteRequest(request({ origin: 'https://app.example.de' }), ['https://app.example.de']),
    ).toBe(false);
  });

  it('rejects a request with neither Origin nor Referer', () => {
    expect(isCrossSiteRequest(request({}), [])).toBe(true);
  });

  it('rejects what Fetch Metadata marks as cross-site even with a matching Origin', () => {
    expect(
      isCrossSiteRequest(request({ origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' }), []),
    ).toBe(true);
  });

  it('rejects a malformed Origin', () => {
    expect(isCrossSiteRequest(request({ origin: 'null' }), [])).toBe(true);
  });
});

describe('isCsrfExempt', () => {
  const routed = (url: string | undefined) => ({ routeOptions: { url } }) as unknown as FastifyRequest;

  it('exempts only the Stripe webhook, by the route the router matched', () => {
    expect(isCsrfExempt(routed('/api/stripe/webhook'))).toBe(true);
    expect(isCsrfExempt(routed('/api/stripe/cancel-subscription'))).toBe(false);
    expect(isCsrfExempt(routed(undefined))).toBe(false);
  });
});
