// Starts the built system for the bench the way the integration specs do (tools/system): a private
// nats-server, a fresh Postgres database and an emptied Redis index, the OpenAI and Stripe doubles (each its
// own process), then the apps (tools/app-registry.cjs) on free ports. Payments run as with `npm start`
// without Stripe keys: billing's SDK talks to the Stripe double, whose signed webhooks reach the gateway.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readMemory } from './rss.mjs';
import { withTimeout } from './timeout.mjs';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '../../..');
const { startSystem } = require(path.join(ROOT, 'tools/system/system-runner.cjs'));
const { SYSTEM_APPS } = require(path.join(ROOT, 'tools/app-registry.cjs'));
const infra = require(path.join(ROOT, 'tools/system/test-infra.cjs'));

export const BENCH_DATABASE = 'mpu_bench';
export const BENCH_REDIS_INDEX = 13;

/** The web build the gateway serves: dist/apps/web, or BENCH_WEB_DIST_DIR (e.g. a build kept aside for comparison). */
export const benchWebDistDir = () =>
  path.resolve(process.env.BENCH_WEB_DIST_DIR ?? path.join(ROOT, 'dist/apps/web'));

/**
 * @param {object} options
 * @param {(name: string, detail: string) => void} options.onCrash  an app died while the bench ran
 * @param {(cleanup: () => Promise<void>) => void} options.onCleanup  registers the stop of what has been started
 *   so far — also while the start is still under way, so Ctrl+C during the start cleans up too
 * @returns the runner's system plus `env`, `startupMemory` (per app, read right after start) and `stopAll()`
 */
export async function startBenchSystem({ onCrash, onCleanup }) {
  const [nats, databaseUrl, redisUrl] = await Promise.all([
    startPrivateNats().then((started) => {
      onCleanup(started.stop);
      return started;
    }),
    infra.recreateDatabase(BENCH_DATABASE),
    infra.freshRedis(BENCH_REDIS_INDEX),
  ]);
  const llm = await startLlmDouble();
  onCleanup(llm.stop);
  const ports = {};
  for (const app of SYSTEM_APPS) ports[app.name] = await infra.freePort();
  const baseUrl = `http://127.0.0.1:${ports.gateway}`;
  const stripe = await startStripeDoubleProcess(`${baseUrl}/api/stripe/webhook`);
  onCleanup(stripe.stop);
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    NATS_URL: nats.url,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    SEED_DEMO_ACCOUNTS: 'true',
    RUN_MIGRATIONS: 'true',
    // The bench logs in once per run, but a second run within a minute must not meet the limiter.
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    WEB_DIST_DIR: benchWebDistDir(),
    // The chat scenarios create sessions and talk to the OpenAI-compatible double (its own process).
    CHAT_SESSIONS_PER_MINUTE: '100000',
    OPENAI_BASE_URL: llm.baseUrl,
    OPENAI_API_KEY: 'bench',
    // As `npm start` without keys (tools/system/run-system.cjs): the Stripe double in test mode.
    STRIPE_SECRET_KEY: 'sk_test_double',
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
    BILLING_TEST_MODE: 'true',
    PUBLIC_BASE_URL: baseUrl,
  };

  const system = await startSystem({ env, ports, output: 'silent' });
  let stopping = false;
  onCleanup(async () => {
    stopping = true;
    await withTimeout(stopApps(system), 20_000, 'stopping the apps');
  });
  for (const [name, child] of system.children) {
    child.once('exit', (code, signal) => {
      if (!stopping) onCrash(name, `exited (${signal ?? `code ${code}`})\n${child.recentOutput.join('\n')}`);
    });
  }
  // For comparison with the idle figures after the load.
  const startupMemory = Object.fromEntries(
    [...system.children].map(([name, child]) => [name, readMemory(child.pid)]),
  );
  return { ...system, env, startupMemory, llm, stripe };
}

/**
 * A double of tools/system as a child process on a free port, so its CPU is neither the bench's nor a
 * server's. Resolves once it printed its `… listening on …` line.
 */
async function startDoubleProcess(name, env) {
  const port = await infra.freePort();
  const child = spawn(
    process.execPath,
    [path.join(ROOT, `tools/system/${name}.cjs`), '--port', String(port)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    },
  );
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${name} exited with code ${code}`)));
    child.stdout.once('data', resolve);
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await withTimeout(exited, 5000, `stopping ${name}`);
    },
  };
}

/**
 * tools/system/openai-double.cjs as a child process. `setBehaviour` changes it between scenarios through
 * its control endpoint.
 */
async function startLlmDouble() {
  const { origin, pid, stop } = await startDoubleProcess('openai-double', { OPENAI_DOUBLE_MAX_LOGGED: '0' });
  return {
    baseUrl: `${origin}/v1`,
    pid,
    async setBehaviour(behaviour) {
      const response = await fetch(`${origin}/__double/behaviour`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(behaviour),
      });
      if (!response.ok) throw new Error(`openai-double behaviour: HTTP ${response.status}`);
    },
    stop,
  };
}

/**
 * tools/system/stripe-double.cjs as a child process, signing its webhooks with a fresh secret and POSTing
 * them to `webhookUrl` (the gateway's, whose port is chosen before the apps start). `events()` reads its
 * event log over the control endpoint: every event with its delivery attempts (`sentAt`, `status`).
 */
async function startStripeDoubleProcess(webhookUrl) {
  const webhookSecret = `whsec_bench_${randomBytes(24).toString('hex')}`;
  const { origin, pid, stop } = await startDoubleProcess('stripe-double', {
    STRIPE_WEBHOOK_URL: webhookUrl,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
  });
  return {
    url: origin,
    pid,
    webhookSecret,
    async events() {
      const response = await fetch(`${origin}/__double/events`);
      if (!response.ok) throw new Error(`stripe-double events: HTTP ${response.status}`);
      return response.json();
    },
    stop,
  };
}

/**
 * Stops the apps in reverse start order. Not the runner's stop(): it waits for the 'exit' event of every
 * child whose exitCode is null, and a child that a signal already ended (Ctrl+C reaches the whole process
 * group) has a null exitCode too, so it would wait forever. Checking right before each stopApp is safe:
 * the runner attaches its listener in the same tick.
 */
async function stopApps(system) {
  for (const name of [...system.children.keys()].reverse()) {
    const child = system.children.get(name);
    if (child.exitCode !== null || child.signalCode !== null) system.children.delete(name);
    else await system.stopApp(name);
  }
}

/**
 * test-infra's startNats, with a stop that also copes with a nats-server that a signal already ended
 * (same exitCode caveat as above): then only its store directory is left to remove.
 */
async function startPrivateNats() {
  const nats = await infra.startNats();
  const server = findNatsServer(new URL(nats.url).port);
  return {
    url: nats.url,
    stop: async () => {
      if (server && !isAlive(server.pid)) {
        if (server.storeDir) rmSync(server.storeDir, { recursive: true, force: true });
        return;
      }
      await withTimeout(nats.stop(), 5000, 'stopping nats-server');
    },
  };
}

/** The nats-server process listening on `port` (pid and -sd directory), from /proc. */
function findNatsServer(port) {
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (!args[0]?.endsWith('nats-server') || args[args.indexOf('-p') + 1] !== String(port)) continue;
      const storeDir = args.includes('-sd') ? args[args.indexOf('-sd') + 1] : null;
      return { pid: Number(pid), storeDir };
    } catch {
      // the process ended while we looked
    }
  }
  return null;
}

/** False once the process is gone or a zombie (ended, not yet reaped). */
function isAlive(pid) {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1][0] !== 'Z';
  } catch {
    return false;
  }
}
