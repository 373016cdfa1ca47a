// Baseline: what this machine serves with plain node:http and the same load settings, so the gateway's
// figures can be read as a share of the ceiling rather than as absolute numbers.
import { fileURLToPath } from 'node:url';
import { forkChild, nextMessage, stopChild } from '../lib/child.mjs';
import { loadMetrics } from '../lib/load-metrics.mjs';

const HELLO_SERVER = fileURLToPath(new URL('../hello-server.mjs', import.meta.url));

/** @type {import('../scenarios.mjs').Scenario} */
export default {
  name: 'bare-http',
  title: 'Bare node:http',
  measures: 'requests/s and p99 of a node:http hello world in its own process (the baseline)',
  needsSystem: false,
  async setup(ctx) {
    const server = forkChild(HELLO_SERVER);
    ctx.onCleanup(() => stopChild(server));
    const { port } = await nextMessage(server, 'ready', 10_000);
    return { url: `http://127.0.0.1:${port}/`, pid: server.pid };
  },
  async run(ctx, { url, pid }) {
    const load = await ctx.runLoad({ url, cpuPids: { 'hello server': pid } });
    return loadMetrics(ctx, load, 'hello server');
  },
};
