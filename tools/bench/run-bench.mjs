// `npm run bench` (after tools/scripts/bench.sh has built the apps): starts the system once, runs the
// scenarios of scenarios.mjs one after the other, prints each one's figures and a summary table.
// Exit code 0 unless something broke (a scenario failed, an app crashed, requests failed under load);
// figures that miss their targets are reported, not failed.
//
//   node tools/bench/run-bench.mjs [--only bare-http,gateway-user] [--list]
//   BENCH_DURATION=3 BENCH_WARMUP=1 BENCH_IDLE_SECONDS=1 …   shorter scratch runs
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LOAD_DEFAULTS, runLoad } from './lib/load.mjs';
import { scenarioBlock, summaryTable } from './lib/report.mjs';
import { startBenchSystem } from './lib/system.mjs';
import { SCENARIOS } from './scenarios.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const log = (line = '') => process.stdout.write(`${line}\n`);
const bold = (text) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);

/** Cleanup functions run last-in first-out, each at most once, errors logged and swallowed. */
class Cleanups {
  #fns = [];
  add(fn) {
    this.#fns.push(fn);
    return () => {
      this.#fns = this.#fns.filter((candidate) => candidate !== fn);
    };
  }
  async run() {
    while (this.#fns.length > 0) {
      const fn = this.#fns.pop();
      try {
        await fn();
      } catch (error) {
        log(`cleanup failed: ${error.message}`);
      }
    }
  }
}

function selectScenarios() {
  const { values } = parseArgs({ options: { only: { type: 'string' }, list: { type: 'boolean' } } });
  if (values.list) {
    for (const scenario of SCENARIOS) log(`${scenario.name.padEnd(14)} ${scenario.measures}`);
    process.exit(0);
  }
  if (!values.only) return SCENARIOS;
  const names = values.only.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !SCENARIOS.some((scenario) => scenario.name === name));
  if (unknown.length > 0) {
    process.stderr.write(`unknown scenario(s): ${unknown.join(', ')} (see --list)\n`);
    process.exit(2);
  }
  return SCENARIOS.filter((scenario) => names.includes(scenario.name));
}

async function main() {
  const started = Date.now();
  const scenarios = selectScenarios();
  const cleanups = new Cleanups();
  const problems = [];
  const warnings = [];
  let interrupted = false;

  let shuttingDown = null;
  const shutdown = () => (shuttingDown ??= cleanups.run());
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      interrupted = true;
      log(`\n${signal}: stopping everything…`);
      void shutdown().then(() => process.exit(130));
    });
  }

  const cpus = os.cpus();
  log(bold('MPU-Vorbereitung benchmark'));
  log(
    `node ${process.version}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ` +
      `load: ${LOAD_DEFAULTS.connections} connections, ${LOAD_DEFAULTS.durationSeconds} s + ${LOAD_DEFAULTS.warmupSeconds} s warm-up`,
  );
  const [load1] = os.loadavg();
  log(`load average before the bench: ${load1.toFixed(2)}`);
  if (load1 > cpus.length * 0.25) {
    log('note: other processes are busy on this machine; throughput and latency figures will be noisy');
  }

  const results = new Map();
  const summary = [];
  try {
    let system = null;
    if (scenarios.some((scenario) => scenario.needsSystem)) {
      log('\nstarting the system (private NATS, database mpu_bench, Redis index 13)…');
      const t0 = Date.now();
      system = await startBenchSystem({
        onCrash: (name, detail) => problems.push(`${name} ${detail}`),
        onCleanup: (fn) => cleanups.add(fn),
      });
      const pids = [...system.children].map(([name, child]) => `${name} pid ${child.pid}`).join(', ');
      log(`system ready in ${((Date.now() - t0) / 1000).toFixed(1)} s at ${system.baseUrl} (${pids})`);
    }

    for (const scenario of scenarios) {
      if (interrupted) break;
      log(`\n${bold(`▶ ${scenario.title}`)} — ${scenario.measures}`);
      const scope = new Cleanups();
      const scenarioWarnings = [];
      const unregister = cleanups.add(() => scope.run());
      const ctx = {
        root: ROOT,
        system,
        results,
        log,
        warn: (message) => scenarioWarnings.push(message),
        onCleanup: (fn) => scope.add(fn),
        runLoad: (options) => runLoad({ ...options, onCleanup: (fn) => scope.add(fn) }),
        expectNoFailures: (load) => {
          const failed = load.non2xx + load.errors + load.timeouts;
          if (failed > 0) {
            problems.push(
              `${scenario.title}: ${load.non2xx} non-2xx answers, ${load.errors} errors, ${load.timeouts} timeouts ` +
                `of ${load.totalRequests} requests`,
            );
          }
        },
      };
      const t0 = Date.now();
      try {
        const state = scenario.setup ? await scenario.setup(ctx) : undefined;
        const outcome = await scenario.run(ctx, state);
        results.set(scenario.name, outcome);
        summary.push({ title: scenario.title, metrics: outcome.metrics });
        log(scenarioBlock(outcome.metrics));
        for (const note of outcome.notes ?? []) log(`  ${note}`);
        for (const warning of scenarioWarnings) log(`  ! ${warning}`);
      } catch (error) {
        if (interrupted) break;
        problems.push(`${scenario.title}: ${error.stack ?? error}`);
        summary.push({ title: scenario.title, metrics: [], error: error.message });
        log(`  FAILED: ${error.message}`);
      } finally {
        await scope.run();
        unregister();
        warnings.push(...scenarioWarnings.map((warning) => `${scenario.title}: ${warning}`));
      }
      log(`  (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    }
  } catch (error) {
    problems.push(error.stack ?? String(error));
  } finally {
    if (!interrupted) await shutdown();
  }
  if (interrupted) return new Promise(() => undefined); // the signal handler exits

  log(`\n${bold('Summary')}  (targets for comparison; they do not change the exit code)`);
  if (summary.length > 0) log(summaryTable(summary));
  log(`total ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (warnings.length > 0) {
    log(`\n${bold('Warnings:')}`);
    for (const warning of warnings) log(`- ${warning}`);
  }
  if (problems.length > 0) {
    log(`\n${bold('Something broke:')}`);
    for (const problem of problems) log(`- ${problem}`);
  }
  return problems.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`${error.stack ?? error}\n`);
    process.exit(1);
  },
);
