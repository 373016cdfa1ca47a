// The cheapest authenticated API call: GET /api/user through Fastify, Nest's guard pipeline and one
// Redis GETEX for the session — the fixed cost every API request of a signed-in user pays.
import { loadMetrics } from '../lib/load-metrics.mjs';
import { loginDemo } from '../lib/session.mjs';

/** @type {import('../scenarios.mjs').Scenario} */
export default {
  name: 'gateway-user',
  title: 'Gateway GET /api/user',
  measures:
    'requests/s, p50/p99 of an authenticated GET /api/user (premium demo user), and its ratio to bare node:http',
  needsSystem: true,
  async setup(ctx) {
    const { baseUrl } = ctx.system;
    const { cookie } = await loginDemo(baseUrl, 'premium');
    // One checked request first, so a broken session shows as an error instead of 50 000 fast 401s.
    const probe = await fetch(`${baseUrl}/api/user`, { headers: { cookie } });
    if (probe.status !== 200) throw new Error(`GET /api/user with the session cookie: HTTP ${probe.status}`);
    return { url: `${baseUrl}/api/user`, headers: { cookie } };
  },
  async run(ctx, { url, headers }) {
    const load = await ctx.runLoad({
      url,
      headers,
      cpuPids: { gateway: ctx.system.children.get('gateway').pid },
    });
    const outcome = loadMetrics(ctx, load, 'gateway', { p99TargetMs: 20 });
    const bare = ctx.results.get('bare-http')?.data;
    outcome.metrics.push(
      {
        label: 'ratio gateway/bare',
        value: bare ? load.requestsPerSec / bare.requestsPerSec : null,
        digits: 3,
        target: { op: '>=', value: 0.35 },
        note: bare ? 'of requests/s' : '(bare-http did not run)',
      },
      {
        label: 'ratio by CPU time',
        value:
          bare?.microsPerRequest && outcome.data.microsPerRequest
            ? bare.microsPerRequest / outcome.data.microsPerRequest
            : null,
        digits: 3,
        note: 'bare ÷ gateway CPU per request: the same comparison, far less disturbed by other load',
      },
    );
    return outcome;
  },
};
