import path from 'node:path';

/** Typed access to tools/system and tools/app-registry.cjs (plain CommonJS, shared with `npm start`, e2e). */
const root = path.resolve(__dirname, '../../../..');
const runner = require(path.join(root, 'tools/system/system-runner.cjs')) as {
  startSystem(options: {
    env: Record<string, string | undefined>;
    appEnv?: Record<string, Record<string, string>>;
    ports?: Record<string, number>;
    output?: 'silent' | ((line: string) => void);
    readyTimeoutMs?: number;
    apps?: string[];
  }): Promise<RunningSystem>;
};
const { SYSTEM_APPS } = require(path.join(root, 'tools/app-registry.cjs')) as {
  SYSTEM_APPS: ReadonlyArray<{ name: string }>;
};
const infra = require(path.join(root, 'tools/system/test-infra.cjs')) as {
  freePort(): Promise<number>;
  startNats(): Promise<{ url: string; stop(): Promise<void> }>;
  startRedis(port?: number): Promise<PrivateRedis>;
  recreateDatabase(name: string): Promise<string>;
  freshRedis(index: number): Promise<string>;
};

/** A private redis-server (no persistence) a fault test may stop and start again. */
export interface PrivateRedis {
  /** `redis://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** Stops the server (SIGTERM); its data is gone. */
  stop(): Promise<void>;
}

/**
 * Starts an empty redis-server of its own on `port` (default: a free port), e.g. one app's Redis in a fault
 * test (`appEnv` of startTestSystem); `startPrivateRedis(stopped.port)` brings it back on the same port.
 */
export function startPrivateRedis(port?: number): Promise<PrivateRedis> {
  return infra.startRedis(port);
}

export interface RunningSystem {
  baseUrl: string;
  ports: Record<string, number>;
  startApp(name: string): Promise<void>;
  stopApp(name: string): Promise<void>;
  signalApp(name: string, signal: NodeJS.Signals): void;
  stop(): Promise<void>;
}

export interface TestSystem extends RunningSystem {
  databaseUrl: string;
  redisUrl: string;
  natsUrl: string;
  /** Stops the apps and the private NATS server. */
  teardown(): Promise<void>;
}

/**
 * The whole built system on free ports, with its own NATS server, a fresh database and an emptied
 * Redis index — so tests never meet a developer's running `npm start`.
 */
export async function startTestSystem(options: {
  database: string;
  redisIndex: number;
  env?: Record<string, string>;
  /** Variables for one app over `env`, by app name, e.g. `{ 'billing-service': { REDIS_URL } }`. */
  appEnv?: Record<string, Record<string, string>>;
  /** Start only these apps (default: all), e.g. `['chat-service']` for a service's own integration spec. */
  apps?: string[];
  /** Receives every line the apps print (default: kept quiet; TEST_SYSTEM_OUTPUT=inherit prints them). */
  output?: (line: string) => void;
}): Promise<TestSystem> {
  const [nats, databaseUrl, redisUrl] = await Promise.all([
    infra.startNats(),
    infra.recreateDatabase(options.database),
    infra.freshRedis(options.redisIndex),
  ]);
  const ports: Record<string, number> = {};
  for (const app of SYSTEM_APPS) ports[app.name] = await infra.freePort();
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    NATS_URL: nats.url,
    SESSION_SECRET: 'integration-test-secret-0123456789abcdef',
    SEED_DEMO_ACCOUNTS: 'true',
    RUN_MIGRATIONS: 'true',
    WEB_DIST_DIR: '',
    ...options.env,
  };
  const output = options.output ?? (process.env.TEST_SYSTEM_OUTPUT === 'inherit' ? undefined : 'silent');
  try {
    const system = await runner.startSystem({
      env,
      appEnv: options.appEnv,
      ports,
      output,
      apps: options.apps,
    });
    return {
      ...system,
      databaseUrl,
      redisUrl,
      natsUrl: nats.url,
      teardown: async () => {
        await system.stop();
        await nats.stop();
      },
    };
  } catch (error) {
    await nats.stop();
    throw error;
  }
}
