// Memory of each Nest app once the load is over: resident set size after a few idle seconds, read from /proc.
import { readMemory } from '../lib/rss.mjs';
import { sleep } from '../lib/timeout.mjs';

const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 5);

/** @type {import('../scenarios.mjs').Scenario} */
export default {
  name: 'idle-rss',
  title: 'Idle RSS',
  measures: `VmRSS of every Nest app after the load scenarios and ${IDLE_SECONDS} s of idle (VmHWM = peak during the run)`,
  needsSystem: true,
  async run(ctx) {
    await sleep(IDLE_SECONDS * 1000);
    const metrics = [];
    for (const [name, child] of ctx.system.children) {
      const { rssMB, peakMB } = readMemory(child.pid);
      metrics.push({
        label: name,
        value: rssMB,
        unit: 'MB',
        digits: 1,
        target: { op: '<', value: 150 },
        note: `peak ${peakMB.toFixed(1)} MB; right after start ${ctx.system.startupMemory[name]?.rssMB.toFixed(1) ?? 'n/a'} MB`,
      });
    }
    return { metrics };
  },
};
