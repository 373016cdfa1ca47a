import { apiSecurityHeaders, computeSecurityHeaders } from './security-headers';

describe('computeSecurityHeaders', () => {
  const headers = computeSecurityHeaders();

  it('sends a CSP without inline scripts that keeps plain-http requests as they are', () => {
    const csp = headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it("allows fonts from the site and data: URLs only (FullCalendar's icon font)", () => {
    expect(headers['content-security-policy']).toContain("font-src 'self' data:;");
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

describe('apiSecurityHeaders', () => {
  const api = apiSecurityHeaders(computeSecurityHeaders());

  it('keeps the headers that protect JSON answers, locks the CSP down completely and forbids caching', () => {
    expect(api).toEqual({
      'strict-transport-security': expect.stringMatching(/max-age=\d+/),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cache-control': 'no-store',
    });
  });
});
