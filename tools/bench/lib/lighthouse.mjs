// Lighthouse's mobile performance run (its defaults: Moto G Power form factor, simulated slow 4G and
// 4× CPU slowdown) against the running gateway, in Debian's Chromium, through its node API.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withTimeout } from './timeout.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-default-apps',
  '--disable-extensions',
];

/** The audits worth printing when a route misses its target (opportunities and diagnostics). */
const ADVICE_AUDITS = [
  'render-blocking-resources',
  'render-blocking-insight',
  'unused-javascript',
  'unminified-javascript',
  'uses-text-compression',
  'uses-long-cache-ttl',
  'cache-insight',
  'document-latency-insight',
  'server-response-time',
  'network-dependency-tree-insight',
  'critical-request-chains',
  'mainthread-work-breakdown',
  'bootup-time',
  'long-tasks',
  'largest-contentful-paint-element',
  'lcp-discovery-insight',
  'lcp-phases-insight',
  'font-display',
  'font-display-insight',
  'total-byte-weight',
];

/**
 * Starts Chromium once; `run(url, headers)` runs Lighthouse's performance category on one URL and
 * returns the figures. `close()` ends Chromium and removes its profile.
 */
export async function openLighthouse() {
  // Loaded only when a Lighthouse scenario runs (they are large).
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'mpu-bench-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: 'silent',
  });
  return {
    /**
     * @param {string} url
     * @param {Record<string, string>} [extraHeaders]  e.g. the session cookie of a signed-in user
     */
    async run(url, extraHeaders) {
      const result = await withTimeout(
        lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          extraHeaders,
        }),
        180_000,
        `lighthouse ${url}`,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`lighthouse ${url}: no result`);
      if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.message}`);
      return summarize(lhr);
    },
    async close() {
      chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

/** Score (0–100), the timings in ms, CLS, the final URL, the machine's speed and the audits that suggest savings. */
function summarize(lhr) {
  const audit = (id) => lhr.audits[id];
  const ms = (id) => audit(id)?.numericValue ?? null;
  const advice = [];
  for (const id of ADVICE_AUDITS) {
    const entry = audit(id);
    if (!entry || entry.score === null || entry.score >= 0.9) continue;
    // Insights without a figure and estimates of no savings say nothing on their own.
    if (!entry.displayValue || /savings of 0\b/i.test(entry.displayValue)) continue;
    advice.push(`${entry.title}${entry.displayValue ? ` — ${entry.displayValue}` : ''}`);
  }
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    cls: ms('cumulative-layout-shift'),
    speedIndexMs: ms('speed-index'),
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
    /** Lighthouse's measure of this machine's speed at the time (≈ 1000–2000 on the desktops its 4× CPU slowdown assumes). */
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    lcpElement:
      audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    advice,
    lhr,
  };
}
