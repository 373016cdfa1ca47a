// The app services of docker-compose.yml (resolved by `docker-compose config`), one registry app each.
import { WEB_DIST_DIR } from './apps.mjs';
import { LOG_LEVELS, isBooleanString, isOrigin, isPositiveInteger } from './lib.mjs';

/** `environment` and `build.args` as a map, in both the list ("K=V") and the map syntax. */
export const asMap = (value) => {
  if (Array.isArray(value)) {
    return Object.fromEntries(
      value.map((item) => {
        const [key, ...rest] = String(item).split('=');
        return [key, rest.length ? rest.join('=') : undefined];
      }),
    );
  }
  return value ?? {};
};

/** Host part of a URL-ish connection string, or undefined. */
const hostOf = (url) => {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
};

const publishedTargets = (service) =>
  (service.ports ?? []).map((p) =>
    typeof p === 'object' ? Number(p.target) : Number(String(p).split(':').pop().split('/')[0]),
  );

const publishedPorts = (service) =>
  (service.ports ?? [])
    .map((p) => (typeof p === 'object' ? p.published : String(p).split(':').slice(-2, -1)[0]))
    .filter(Boolean);

/** The condition a compose service waits for before `target` (undefined for the list form). */
const dependencyCondition = (svc, target) =>
  Array.isArray(svc.depends_on) ? undefined : svc.depends_on?.[target]?.condition;

/** Checks a variable's value when it is set: `check(name, ok, expected)`. */
function valueChecker(env, where, report) {
  return (name, ok, expected) => {
    if (env[name] !== undefined)
      report.expect(
        'env values',
        ok(String(env[name])),
        `${where}: ${name}="${env[name]}" — expected ${expected}`,
      );
  };
}

/**
 * @param {import('./apps.mjs').AppSpec} spec
 * @param {{ services: Record<string, object>, apps: Record<string, import('./apps.mjs').AppSpec>,
 *   source: string, report: import('./lib.mjs').Report }} context
 */
export function checkComposeApp(spec, { services, apps, source, report }) {
  const svc = services[spec.name];
  const where = `${source}: ${spec.name}`;
  if (!report.expect('services', svc, `${where} is missing`)) return;
  const env = asMap(svc.environment);
  const context = { svc, env, where, services, report, check: valueChecker(env, where, report) };

  checkBuild(spec, context);
  checkCommonEnv(spec, context);
  checkInfraDependencies(context);
  checkPorts(spec, context);
  if (spec.kind === 'gateway') checkGateway(apps, context);
  else checkService(context);

  const test = [].concat(svc.healthcheck?.test ?? []).join(' ');
  report.expect(
    'healthchecks',
    /\/(readyz|healthz)/.test(test) && !svc.healthcheck?.disable,
    `${where}: healthcheck must call /readyz or /healthz`,
  );
}

function checkBuild(spec, { svc, where, report }) {
  const build = svc.build ?? {};
  report.expect(
    'build',
    build.context && /(^|\/)Dockerfile$/.test(build.dockerfile ?? 'Dockerfile'),
    `${where}: must be built from the repo's Dockerfile`,
  );
  report.expect(
    'build',
    asMap(build.args).APP === spec.name,
    `${where}: build arg APP must be "${spec.name}", got "${asMap(build.args).APP}"`,
  );
}

function checkCommonEnv(spec, { env, where, report, check }) {
  for (const name of spec.env)
    report.expect('env', env[name] !== undefined && env[name] !== '', `${where}: ${name} is not set`);
  // Optional variables may be empty, but must be passed through so a value in .env reaches the app.
  for (const name of spec.optionalEnv ?? [])
    report.expect('env', name in env, `${where}: ${name} is not passed through (\`${name}: \${${name}:-}\`)`);
  check(spec.portEnv, (v) => v === String(spec.port), String(spec.port));
  check('NODE_ENV', (v) => v === 'production', 'production');
  check('LOG_LEVEL', (v) => LOG_LEVELS.includes(v), LOG_LEVELS.join('|'));
  check('NATS_URL', (v) => v.startsWith('nats://'), 'nats://…');
  check('DATABASE_URL', (v) => /^postgres(ql)?:\/\//.test(v), 'postgres://…');
  check('REDIS_URL', (v) => /^rediss?:\/\//.test(v), 'redis://…');
}

/** Every infrastructure host an app connects to must be a healthy dependency. */
function checkInfraDependencies({ svc, env, where, services, report }) {
  for (const variable of ['DATABASE_URL', 'NATS_URL', 'REDIS_URL', 'CLICKHOUSE_URL']) {
    if (env[variable] === undefined) continue;
    const host = hostOf(env[variable]);
    if (
      !report.expect(
        'env values',
        host && services[host],
        `${where}: ${variable} points at "${host}", which is no compose service`,
      )
    )
      continue;
    report.expect(
      'depends_on',
      dependencyCondition(svc, host) === 'service_healthy',
      `${where}: depends_on ${host} needs condition: service_healthy`,
    );
  }
}

/** Only an app that serves browsers publishes a port, and the gateway's origins name it. */
function checkPorts(spec, { svc, where, report, check }) {
  if (!spec.servesHttp) {
    report.expect(
      'ports',
      publishedTargets(svc).length === 0,
      `${where}: publishes a port, but only the gateway is reachable from outside`,
    );
    return;
  }
  report.expect(
    'ports',
    publishedTargets(svc).includes(spec.port),
    `${where}: must publish container port ${spec.port}`,
  );
  for (const port of publishedPorts(svc)) {
    check(
      'ALLOWED_ORIGINS',
      (v) =>
        v
          .split(',')
          .map((o) => o.trim())
          .includes(`http://localhost:${port}`),
      `to contain http://localhost:${port}, the published address`,
    );
  }
}

function checkGateway(apps, { svc, where, services, report, check }) {
  check('SESSION_SECRET', (v) => v.length >= 32, 'at least 32 characters');
  check('WEB_DIST_DIR', (v) => v === WEB_DIST_DIR, WEB_DIST_DIR);
  check('HOST', (v) => v === '0.0.0.0', '0.0.0.0');
  check('COOKIE_SECURE', (v) => ['auto', 'true', 'false'].includes(v), 'auto|true|false');
  check('TRUST_PROXY', isBooleanString, 'true|false');
  for (const name of [
    'SESSION_IDLE_TIMEOUT_SECONDS',
    'NATS_REQUEST_TIMEOUT_MS',
    'CHAT_SESSIONS_PER_MINUTE',
    'CHAT_REQUEST_TIMEOUT_MS',
  ])
    check(name, isPositiveInteger, 'a positive integer');
  check('ALLOWED_ORIGINS', (v) => v.split(',').every((o) => isOrigin(o.trim())), 'comma-separated origins');
  // The gateway is ready only when every service is: wait for them.
  for (const other of Object.values(apps).filter((app) => app.kind === 'service' && services[app.name])) {
    report.expect(
      'depends_on',
      dependencyCondition(svc, other.name) === 'service_healthy',
      `${where}: depends_on ${other.name} needs condition: service_healthy`,
    );
  }
}

function checkService({ check }) {
  check('RUN_MIGRATIONS', (v) => v === 'true', '"true" (compose has no separate migration step)');
  check('SEED_DEMO_ACCOUNTS', (v) => v === 'true', '"true" so `docker compose up` gives a demo system');
  for (const name of ['LLM_TIMEOUT_MS', 'LLM_CONTEXT_TOKENS', 'LLM_MAX_OUTPUT_TOKENS'])
    check(name, isPositiveInteger, 'a positive integer');
  check('OPENAI_BASE_URL', (v) => v === '' || /^https?:\/\/\S+$/.test(v), 'empty or an http(s):// URL');
}
