// Isolated infrastructure for integration and e2e runs: a private NATS server on a free port (so a
// running `npm start` never answers the tests' requests), a fresh Postgres database and a Redis database index;
// a private redis-server for a spec that stops and starts one app's Redis (a fault test).
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function findNatsServer() {
  for (const candidate of ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

async function waitPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`port ${port} did not open`);
}

/** Starts a private nats-server with JetStream; falls back to NATS_URL when no binary is installed. */
async function startNats() {
  const binary = findNatsServer();
  if (!binary) return { url: process.env.NATS_URL ?? 'nats://127.0.0.1:4222', stop: async () => undefined };
  const port = await freePort();
  const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpu-nats-'));
  const child = spawn(binary, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], {
    stdio: 'ignore',
  });
  await waitPort(port, 10_000);
  return {
    url: `nats://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(storeDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts a private, empty redis-server without persistence on `port` (default: a free one). A fault test stops
 * it (`stop`, SIGTERM) and starts it again on the same port with `startRedis(port)`. No binary: an error (the
 * shared Redis cannot be stopped for one test; tools/scripts/ensure-infra.sh installs redis-server).
 */
async function startRedis(port) {
  const binary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server', '/usr/sbin/redis-server'].find(
    (candidate) => fs.existsSync(candidate),
  );
  if (!binary) throw new Error('redis-server is not installed (tools/scripts/ensure-infra.sh installs it)');
  const chosen = port ?? (await freePort());
  const child = spawn(
    binary,
    ['--bind', '127.0.0.1', '--port', String(chosen), '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore', cwd: os.tmpdir() },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await Promise.race([
    waitPort(chosen, 10_000),
    exited.then(() => {
      throw new Error(`redis-server on port ${chosen} exited at start`);
    }),
  ]);
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/** Drops and creates a database for one test run. */
async function recreateDatabase(name) {
  const { Client } = require('pg');
  const base = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Empties one Redis database index and returns its URL. */
async function freshRedis(index) {
  const { Redis } = require('ioredis');
  const base = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const url = `${base.replace(/\/\d*$/, '')}/${index}`;
  const redis = new Redis(url);
  await redis.flushdb();
  await redis.quit();
  return url;
}

module.exports = { freePort, startNats, startRedis, recreateDatabase, freshRedis };
