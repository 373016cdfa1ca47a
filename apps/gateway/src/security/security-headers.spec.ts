import { computeSecurityHeaders } from './security-headers';

describe('computeSecurityHeaders', () => {
  const headers = computeSecurityHeaders();

  it("sends a CSP without inline scripts that keeps plain-http requests as they are", () => {
    const csp = headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it("carries helmet's other defaults", () => {
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});
