// Lighthouse's mobile performance run on three routes of the running gateway, in Debian's Chromium:
// `/` signed out (the entry screen), `/info` and `/coach` signed in as the premium demo user (a signed-out
// visitor sees the entry screen at any address). The session cookie goes along as an extra header.
//
//   BENCH_LIGHTHOUSE_RUNS=3        runs per route; the median by score is reported (default 3)
//   BENCH_LIGHTHOUSE_ROUTES=/info  only these routes (comma-separated)
//   BENCH_LIGHTHOUSE_JSON=dir      also write each run's full report (lhr JSON) into dir
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openLighthouse } from '../lib/lighthouse.mjs';
import { loginDemo } from '../lib/session.mjs';

const ROUTES = [
  { path: '/', signedIn: false },
  { path: '/info', signedIn: true },
  { path: '/coach', signedIn: true },
];
const SCORE_TARGET = 95;
const LCP_TARGET_S = 2.0;

const runs = () => Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const selectedRoutes = () => {
  const only = process.env.BENCH_LIGHTHOUSE_ROUTES?.split(',').map((route) => route.trim());
  return only ? ROUTES.filter((route) => only.includes(route.path)) : ROUTES;
};
const seconds = (ms) => (ms === null ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);

/**
 * Lighthouse now and then fails to record the trace on a busy machine (NO_NAVSTART, NO_FCP…): such a run
 * is repeated, twice at most, and noted.
 */
async function runWithRetries(ctx, run, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      ctx.log(`  (run failed, repeating: ${error.message.split('\n')[0]})`);
    }
  }
}

/** @type {import('../scenarios.mjs').Scenario} */
export default {
  name: 'lighthouse',
  title: 'Lighthouse (mobile)',
  measures:
    'performance score and LCP of /, /info and /coach (Lighthouse 12 defaults: mobile, simulated throttling; Debian Chromium)',
  needsSystem: true,
  async setup(ctx) {
    const { cookie } = await loginDemo(ctx.system.baseUrl, 'premium');
    const lighthouse = await openLighthouse();
    ctx.onCleanup(() => lighthouse.close());
    return { cookie, lighthouse };
  },
  async run(ctx, { cookie, lighthouse }) {
    const metrics = [];
    const notes = [];
    const data = {};
    const jsonDir = process.env.BENCH_LIGHTHOUSE_JSON;
    if (jsonDir) mkdirSync(jsonDir, { recursive: true });
    for (const route of selectedRoutes()) {
      const url = `${ctx.system.baseUrl}${route.path}`;
      const results = [];
      for (let index = 0; index < runs(); index += 1) {
        const result = await runWithRetries(ctx, () =>
          lighthouse.run(url, route.signedIn ? { Cookie: cookie } : undefined),
        );
        ctx.log(
          `  ${route.path.padEnd(7)} run ${index + 1}: score ${String(result.score).padStart(3)}, ` +
            `FCP ${seconds(result.fcpMs)}, LCP ${seconds(result.lcpMs)}, TBT ${Math.round(result.tbtMs)} ms, ` +
            `CLS ${result.cls?.toFixed(3)}, SI ${seconds(result.speedIndexMs)} (benchmarkIndex ${Math.round(result.benchmarkIndex)})`,
        );
        if (jsonDir) {
          const name = `${route.path.replace(/\W+/g, '_') || 'root'}-${index + 1}.json`;
          writeFileSync(path.join(jsonDir, name), JSON.stringify(result.lhr));
        }
        results.push(result);
      }
      const median = [...results].sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)];
      if (new URL(median.finalUrl).pathname !== route.path) {
        ctx.warn(`${route.path} ended at ${median.finalUrl}`);
      }
      data[route.path] = results.map(({ lhr: _lhr, ...result }) => result);
      const who = route.signedIn ? 'signed in' : 'signed out';
      metrics.push(
        {
          label: `${route.path} performance`,
          value: median.score,
          digits: 0,
          target: { op: '>=', value: SCORE_TARGET },
          note: `median of ${results.length} (${results.map((result) => result.score).join(', ')}), ${who}`,
        },
        {
          label: `${route.path} LCP`,
          value: median.lcpMs / 1000,
          unit: 's',
          digits: 2,
          target: { op: '<=', value: LCP_TARGET_S },
          note: `FCP ${seconds(median.fcpMs)}, TBT ${Math.round(median.tbtMs)} ms, CLS ${median.cls?.toFixed(3)}`,
        },
      );
      if (median.lcpElement) notes.push(`${route.path} LCP element: ${median.lcpElement.slice(0, 110)}`);
      if (median.score < SCORE_TARGET || median.lcpMs / 1000 > LCP_TARGET_S) {
        for (const advice of median.advice) notes.push(`${route.path}: ${advice}`);
      }
    }
    return { metrics, notes, data };
  },
};
