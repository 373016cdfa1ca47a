// Starts the built apps (dist/apps/*/main.js) as child processes and waits until each is ready.
// Used by `npm start`, the integration specs and the e2e suite, so all three run the system the same way.
const { spawn } = require('node:child_process');
const path = require('node:path');

const { SYSTEM_APPS, mainFile } = require('../app-registry.cjs');

const ROOT = path.resolve(__dirname, '../..');

/** Same heap cap as the Docker image (decision 0006): the apps' live heap is ~50 MB. */
const NODE_FLAGS = ['--max-old-space-size=128'];
/** Extra flags for every app, e.g. `SYSTEM_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof'` to profile a bench run. */
const EXTRA_NODE_FLAGS = (process.env.SYSTEM_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);

async function waitReady(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      lastError = `HTTP ${response.status} ${await response.text()}`;
    } catch (error) {
      lastError = error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms: ${lastError}`);
}

/** Forwards output line by line; in silent mode keeps the last lines so a failed start can show them. */
function pipeOutput(child, name, output) {
  const recent = [];
  child.recentOutput = recent;
  const prefix = `\x1b[35m[${name}]\x1b[0m `;
  const emit = (line) => {
    recent.push(line);
    if (recent.length > 40) recent.shift();
    if (output !== 'silent') output(prefix + line);
  };
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop();
      for (const line of lines) emit(line);
    });
  }
}

/**
 * @param {object} options
 * @param {Record<string,string>} options.env  variables for every app (DATABASE_URL, NATS_URL, REDIS_URL, SESSION_SECRET…)
 * @param {Record<string,Record<string,string>>} [options.appEnv] variables for one app over `env`, by app name
 *   (e.g. billing-service's own REDIS_URL in a fault test)
 * @param {Record<string,number>} [options.ports] port per app name
 * @param {'silent'|((line:string)=>void)} [options.output]
 * @param {number} [options.readyTimeoutMs]
 * @param {string[]} [options.apps] start only these apps (default: all)
 */
async function startSystem(options) {
  const ports = Object.fromEntries(
    SYSTEM_APPS.map((app) => [app.name, options.ports?.[app.name] ?? app.port]),
  );
  const output = options.output ?? ((line) => process.stdout.write(`${line}\n`));
  const children = new Map();

  async function startApp(name) {
    const app = SYSTEM_APPS.find((candidate) => candidate.name === name);
    if (!app) throw new Error(`unknown app ${name}`);
    const running = children.get(name);
    if (running && running.exitCode === null && running.signalCode === null) return;
    const child = spawn(
      process.execPath,
      [...NODE_FLAGS, ...EXTRA_NODE_FLAGS, path.join(ROOT, mainFile(name))],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          ...options.env,
          ...options.appEnv?.[name],
          [app.portEnv]: String(ports[name]),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    children.set(name, child);
    pipeOutput(child, name, output);
    try {
      await waitReady(`http://127.0.0.1:${ports[name]}/readyz`, child, options.readyTimeoutMs ?? 60_000);
    } catch (error) {
      error.message = `${name}: ${error.message}\n${child.recentOutput.join('\n')}`;
      throw error;
    }
  }

  async function stopApp(name) {
    const child = children.get(name);
    if (!child || child.exitCode !== null || child.signalCode !== null) {
      children.delete(name);
      return;
    }
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
    children.delete(name);
  }

  /** Sends a signal to a running app, e.g. SIGSTOP/SIGCONT to pause it the way an overloaded host would. */
  function signalApp(name, signal) {
    const child = children.get(name);
    if (!child || child.exitCode !== null) throw new Error(`${name} is not running`);
    child.kill(signal);
  }

  async function stop() {
    for (const app of [...SYSTEM_APPS].reverse()) await stopApp(app.name);
  }

  // The services start together; the gateway, ready only when every service answers, after them.
  const selected = SYSTEM_APPS.filter((app) => !options.apps || options.apps.includes(app.name));
  try {
    await Promise.all(selected.filter((app) => app.kind === 'service').map((app) => startApp(app.name)));
    for (const app of selected.filter((candidate) => candidate.kind === 'gateway')) await startApp(app.name);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    ports,
    baseUrl: `http://127.0.0.1:${ports.gateway}`,
    startApp,
    stopApp,
    signalApp,
    stop,
    children,
  };
}

module.exports = { startSystem };
