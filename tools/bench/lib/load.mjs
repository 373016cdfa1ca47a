// Runs one autocannon measurement in a child process (autocannon-worker.mjs) and condenses its result.
import { fileURLToPath } from 'node:url';
import { forkChild, nextMessage, stopChild } from './child.mjs';
import { startCpuMeter } from './cpu.mjs';

const WORKER = fileURLToPath(new URL('../autocannon-worker.mjs', import.meta.url));

/** The settings every HTTP load scenario uses, so their figures compare. BENCH_DURATION shortens scratch runs. */
export const LOAD_DEFAULTS = Object.freeze({
  connections: 50,
  durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP ?? 2),
});

/**
 * @param {object} options
 * @param {string} options.url
 * @param {'GET'|'POST'} [options.method]
 * @param {string} [options.body]  sent with every request (POST)
 * @param {string[]} [options.bodies]  sent in turn instead of one fixed body
 * @param {Record<string,string>} [options.headers]
 * @param {number} [options.connections]
 * @param {number} [options.durationSeconds]
 * @param {number} [options.warmupSeconds]
 * @param {Record<string, number>} [options.cpuPids]  processes whose CPU use to report (name → pid)
 * @param {(cleanup: () => Promise<void>) => () => void} options.onCleanup  registers the worker's stop with the bench
 */
export async function runLoad(options) {
  const { connections, durationSeconds, warmupSeconds } = { ...LOAD_DEFAULTS, ...options };
  const worker = forkChild(WORKER);
  const unregister = options.onCleanup(() => stopChild(worker));
  try {
    worker.send({
      url: options.url,
      method: options.method ?? 'GET',
      ...(options.body === undefined ? {} : { body: options.body }),
      ...(options.bodies === undefined ? {} : { bodies: options.bodies }),
      headers: options.headers ?? {},
      connections,
      duration: durationSeconds,
      ...(warmupSeconds > 0 ? { warmup: { connections, duration: warmupSeconds } } : {}),
    });
    // Counted over warm-up and measurement alike: both run the same load.
    const stopCpuMeter = startCpuMeter({ ...options.cpuPids, autocannon: worker.pid });
    const { result } = await nextMessage(worker, 'result', (durationSeconds + warmupSeconds + 60) * 1000);
    return { ...summarize(result), cpu: stopCpuMeter() };
  } finally {
    await stopChild(worker);
    unregister();
  }
}

function summarize(result) {
  return {
    requestsPerSec: result.requests.average,
    totalRequests: result.requests.total,
    latencyMs: {
      average: result.latency.average,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    seconds: result.duration,
  };
}
