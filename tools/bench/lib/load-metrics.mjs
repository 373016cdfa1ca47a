// The figures every HTTP load scenario reports, from one runLoad() result.
import { describeCpu } from './cpu.mjs';

/**
 * @param {import('../scenarios.mjs').ScenarioContext} ctx
 * @param {Awaited<ReturnType<typeof import('./load.mjs').runLoad>>} load
 * @param {string} server  name of the measured process in load.cpu (as passed in cpuPids)
 * @param {{ p99TargetMs?: number }} [targets]
 */
export function loadMetrics(ctx, load, server, targets = {}) {
  ctx.expectNoFailures(load);
  const cpu = describeCpu(load.cpu, server, load.requestsPerSec);
  if (cpu.disturbed)
    ctx.warn('other processes competed for the CPU during this run: its figures are unreliable');
  return {
    data: { ...load, microsPerRequest: cpu.microsPerRequest },
    notes: [`${load.totalRequests} requests in ${load.seconds.toFixed(1)} s; ${cpu.note}`],
    metrics: [
      { label: 'requests/s', value: load.requestsPerSec, unit: 'req/s', digits: 0 },
      { label: 'p50 latency', value: load.latencyMs.p50, unit: 'ms', digits: 1 },
      {
        label: 'p99 latency',
        value: load.latencyMs.p99,
        unit: 'ms',
        digits: 1,
        ...(targets.p99TargetMs ? { target: { op: '<=', value: targets.p99TargetMs } } : {}),
        note: `max ${load.latencyMs.max} ms`,
      },
      {
        label: 'CPU per request',
        value: cpu.microsPerRequest,
        unit: 'µs',
        digits: 0,
        note: `${server} CPU time / requests (less sensitive to other load than req/s)`,
      },
    ],
  };
}
