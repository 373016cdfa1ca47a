// Checks docker-compose.yml as Compose resolved it (`docker-compose config` output, variables
// interpolated with their defaults) plus a few rules on the raw file.
import { APPS, INFRA } from './apps.mjs';
import { checkComposeApp } from './compose-apps.mjs';

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

/**
 * @param {object} config resolved compose config
 * @param {{ rawText: string, source: string, report: import('./lib.mjs').Report,
 *   apps?: Record<string, import('./apps.mjs').AppSpec> }} options  `apps` defaults to the registry's
 */
export function checkCompose(config, { rawText, source, report, apps = APPS }) {
  const services = config?.services ?? {};
  checkPortability(rawText, source, report);
  checkKnownServices(services, apps, source, report);
  checkInfrastructure(services, Object.keys(config?.volumes ?? {}), source, report);
  for (const spec of Object.values(apps)) checkComposeApp(spec, { services, apps, source, report });
  checkHealthyDependencies(services, source, report);
}

/** Compose v2 calls a top-level `version` obsolete; 1.29 does not understand a top-level `name`. */
function checkPortability(rawText, source, report) {
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
}

function checkKnownServices(services, apps, source, report) {
  const known = new Set([...Object.keys(apps), ...Object.keys(INFRA)]);
  for (const name of Object.keys(services)) {
    report.expect(
      'services',
      known.has(name),
      `${source}: service "${name}" is neither an app of tools/app-registry.cjs nor infrastructure of tools/deploy-check/apps.mjs`,
    );
  }
}

function checkInfrastructure(services, declaredVolumes, source, report) {
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
  const images = [
    ['postgres', /^postgres:1[67]([.-]|$)/, 'the official postgres:16 or :17 image'],
    ['redis', /^redis:7([.-]|$)/, 'the official redis:7 image'],
    ['nats', /^nats:/, 'the official nats image'],
    ['clickhouse', /^clickhouse\/clickhouse-server:/, 'clickhouse/clickhouse-server'],
  ];
  for (const [name, pattern, expected] of images) {
    report.expect(
      'images',
      pattern.test(image(name)),
      `${source}: ${name} must use ${expected}, got "${image(name)}"`,
    );
  }
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
}

/** Dependencies on a healthy service need a healthcheck there; the list form has no conditions. */
function checkHealthyDependencies(services, source, report) {
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
