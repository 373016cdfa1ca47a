// Checks docker-compose.yml as Compose resolved it (`docker-compose config` output, variables
// interpolated with their defaults) plus a few rules on the raw file.
import { APPS, INFRA, WEB_DIST_DIR } from './apps.mjs';
import { LOG_LEVELS, isBooleanString, isOrigin, isPositiveInteger } from './lib.mjs';

const asMap = (value) => {
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

/** Named-volume sources of a service, in both the short ("src:dst:rw") and long syntax. */
const namedVolumes = (service, declared) =>
  (service.volumes ?? [])
    .map((v) =>
      typeof v === 'string'
        ? { source: v.split(':')[0], type: v.startsWith('/') || v.startsWith('.') ? 'bind' : 'volume' }
        : v,
    )
    .filter((v) => v.type === 'volume' && declared.includes(v.source))
    .map((v) => v.source);

const publishedTargets = (service) =>
  (service.ports ?? []).map((p) =>
    typeof p === 'object' ? Number(p.target) : Number(String(p).split(':').pop().split('/')[0]),
  );

/**
 * @param {object} config resolved compose config
 * @param {{ rawText: string, source: string, report: import('./lib.mjs').Report }} options
 */
export function checkCompose(config, { rawText, source, report }) {
  const services = config?.services ?? {};
  const declaredVolumes = Object.keys(config?.volumes ?? {});

  // Compose v2 calls a top-level `version` obsolete; 1.29 does not need it either.
  report.expect(
    'portability',
    !/^version\s*:/m.test(rawText),
    `${source}: drop the top-level "version" key (obsolete in Compose v2)`,
  );
  report.expect(
    'portability',
    !/^name\s*:/m.test(rawText),
    `${source}: a top-level "name" is not understood by docker-compose 1.29`,
  );

  const known = new Set([...Object.keys(APPS), ...Object.keys(INFRA)]);
  for (const name of Object.keys(services)) {
    report.expect(
      'services',
      known.has(name),
      `${source}: service "${name}" is neither an app nor infrastructure of tools/deploy-check/apps.mjs`,
    );
  }

  // ---- infrastructure -------------------------------------------------------------------------
  for (const name of Object.keys(INFRA)) {
    const svc = services[name];
    if (!report.expect('services', svc, `${source}: infrastructure service "${name}" is missing`)) continue;
    report.expect(
      'healthchecks',
      svc.healthcheck?.test && !svc.healthcheck.disable,
      `${source}: ${name} has no healthcheck`,
    );
    report.expect(
      'volumes',
      namedVolumes(svc, declaredVolumes).length > 0,
      `${source}: ${name} keeps its data in no named volume`,
    );
  }
  const image = (name) => String(services[name]?.image ?? '');
  report.expect(
    'images',
    /^postgres:1[67]([.-]|$)/.test(image('postgres')),
    `${source}: postgres must use the official postgres:16 or :17 image, got "${image('postgres')}"`,
  );
  report.expect(
    'images',
    /^redis:7([.-]|$)/.test(image('redis')),
    `${source}: redis must use the official redis:7 image, got "${image('redis')}"`,
  );
  report.expect(
    'images',
    /^nats:/.test(image('nats')),
    `${source}: nats must use the official nats image, got "${image('nats')}"`,
  );
  report.expect(
    'images',
    /^clickhouse\/clickhouse-server:/.test(image('clickhouse')),
    `${source}: clickhouse must use clickhouse/clickhouse-server, got "${image('clickhouse')}"`,
  );
  const natsCommand = [].concat(services.nats?.command ?? []).join(' ');
  report.expect(
    'services',
    /(^|\s)(-js|--js|--jetstream)(\s|$)/.test(natsCommand),
    `${source}: nats must run with JetStream (-js)`,
  );
  report.expect(
    'healthchecks',
    /8222\/healthz/.test([].concat(services.nats?.healthcheck?.test ?? []).join(' ')) &&
      /(-m|--http_port)\s+8222/.test(natsCommand),
    `${source}: nats healthcheck must use the monitoring port 8222 /healthz (and the server must enable it)`,
  );

  // ---- apps -----------------------------------------------------------------------------------
  for (const [app, spec] of Object.entries(APPS)) {
    const svc = services[app];
    const where = `${source}: ${app}`;
    if (!report.expect('services', svc, `${where} is missing`)) continue;

    const build = svc.build ?? {};
    report.expect(
      'build',
      build.context && /(^|\/)Dockerfile$/.test(build.dockerfile ?? 'Dockerfile'),
      `${where}: must be built from the repo's Dockerfile`,
    );
    report.expect(
      'build',
      asMap(build.args).APP === app,
      `${where}: build arg APP must be "${app}", got "${asMap(build.args).APP}"`,
    );

    const env = asMap(svc.environment);
    for (const name of spec.env)
      report.expect('env', env[name] !== undefined && env[name] !== '', `${where}: ${name} is not set`);
    // Optional variables may be empty, but must be passed through so a value in .env reaches the app.
    for (const name of spec.optionalEnv ?? [])
      report.expect(
        'env',
        name in env,
        `${where}: ${name} is not passed through (\`${name}: \${${name}:-}\`)`,
      );
    const check = (name, ok, expected) => {
      if (env[name] !== undefined)
        report.expect(
          'env values',
          ok(String(env[name])),
          `${where}: ${name}="${env[name]}" — expected ${expected}`,
        );
    };
    check(spec.portEnv, (v) => v === String(spec.port), String(spec.port));
    check('NODE_ENV', (v) => v === 'production', 'production');
    check('LOG_LEVEL', (v) => LOG_LEVELS.includes(v), LOG_LEVELS.join('|'));

    // Every infrastructure host an app connects to must be a healthy dependency.
    const dependsOn = svc.depends_on ?? {};
    const dependency = (name) => (Array.isArray(dependsOn) ? undefined : dependsOn[name]?.condition);
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
        dependency(host) === 'service_healthy',
        `${where}: depends_on ${host} needs condition: service_healthy`,
      );
    }
    check('NATS_URL', (v) => v.startsWith('nats://'), 'nats://…');
    check('DATABASE_URL', (v) => /^postgres(ql)?:\/\//.test(v), 'postgres://…');
    check('REDIS_URL', (v) => /^rediss?:\/\//.test(v), 'redis://…');

    if (spec.role === 'gateway') {
      check('SESSION_SECRET', (v) => v.length >= 32, 'at least 32 characters');
      check('WEB_DIST_DIR', (v) => v === WEB_DIST_DIR, WEB_DIST_DIR);
      check('HOST', (v) => v === '0.0.0.0', '0.0.0.0');
      check('COOKIE_SECURE', (v) => ['auto', 'true', 'false'].includes(v), 'auto|true|false');
      check('TRUST_PROXY', isBooleanString, 'true|false');
      check('SESSION_IDLE_TIMEOUT_SECONDS', isPositiveInteger, 'a positive integer');
      check('NATS_REQUEST_TIMEOUT_MS', isPositiveInteger, 'a positive integer');
      check('CHAT_SESSIONS_PER_MINUTE', isPositiveInteger, 'a positive integer');
      check('CHAT_REQUEST_TIMEOUT_MS', isPositiveInteger, 'a positive integer');
      check(
        'ALLOWED_ORIGINS',
        (v) => v.split(',').every((o) => isOrigin(o.trim())),
        'comma-separated origins',
      );
      report.expect(
        'ports',
        publishedTargets(svc).includes(spec.port),
        `${where}: must publish container port ${spec.port}`,
      );
      const published = (svc.ports ?? []).map((p) =>
        typeof p === 'object' ? p.published : String(p).split(':').slice(-2, -1)[0],
      );
      for (const port of published.filter(Boolean)) {
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
      // The gateway is ready only when every service is: wait for them.
      for (const [other, otherSpec] of Object.entries(APPS)) {
        if (otherSpec.role === 'service' && services[other]) {
          report.expect(
            'depends_on',
            dependency(other) === 'service_healthy',
            `${where}: depends_on ${other} needs condition: service_healthy`,
          );
        }
      }
    } else {
      check('RUN_MIGRATIONS', (v) => v === 'true', '"true" (compose has no separate migration step)');
      check('SEED_DEMO_ACCOUNTS', (v) => v === 'true', '"true" so `docker compose up` gives a demo system');
      for (const name of ['LLM_TIMEOUT_MS', 'LLM_CONTEXT_TOKENS', 'LLM_MAX_OUTPUT_TOKENS'])
        check(name, isPositiveInteger, 'a positive integer');
      check('OPENAI_BASE_URL', (v) => v === '' || /^https?:\/\/\S+$/.test(v), 'empty or an http(s):// URL');
    }

    const test = [].concat(svc.healthcheck?.test ?? []).join(' ');
    report.expect(
      'healthchecks',
      /\/(readyz|healthz)/.test(test) && !svc.healthcheck?.disable,
      `${where}: healthcheck must call /readyz or /healthz`,
    );
  }

  // Dependencies on a healthy service need a healthcheck there.
  for (const [name, svc] of Object.entries(services)) {
    if (Array.isArray(svc.depends_on)) {
      report.fail('depends_on', `${source}: ${name} uses the list form of depends_on; use conditions`);
      continue;
    }
    for (const [target, { condition } = {}] of Object.entries(svc.depends_on ?? {})) {
      if (condition === 'service_healthy') {
        report.expect(
          'depends_on',
          services[target]?.healthcheck?.test,
          `${source}: ${name} waits for ${target} to be healthy, but ${target} has no healthcheck`,
        );
      }
    }
  }
}
