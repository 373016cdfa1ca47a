// One registry app in a rendered manifest set: its Deployment, container, env, migrations, Service and
// what the overlays add for it (PodDisruptionBudget and ≥ 2 replicas in production, a tagged image and
// its Secrets in the self-contained local trial).
import { WEB_DIST_DIR } from './apps.mjs';
import { LOG_LEVELS, isBooleanString, isOrigin, isPositiveInteger, memoryBytes } from './lib.mjs';
import { resolveEnv } from './k8s-env.mjs';
import { commandLine, imageName, matches, podLabelsOf, podSpecOf, resolvePort } from './k8s-objects.mjs';

/** Idle RSS of one app is under 150 MB; requests must cover it, limits leave room for load. */
const MIN_MEMORY_REQUEST = 150 * 2 ** 20;
const MIN_MEMORY_LIMIT = 256 * 2 ** 20;

/**
 * @param {import('./apps.mjs').AppSpec} spec
 * @param {{ valid: object[], profile: string, source: string, configMaps: Map<string, object>,
 *   secrets: ReturnType<typeof import('./k8s-env.mjs').secretLookup>,
 *   report: import('./lib.mjs').Report }} k8s
 */
export function checkAppDeployment(spec, k8s) {
  const { valid, source, report } = k8s;
  const where = `${source}: Deployment/${spec.name}`;
  const deployment = valid.find((doc) => doc.kind === 'Deployment' && doc.metadata.name === spec.name);
  if (!report.expect('apps', deployment, `${where} is missing`)) return;
  const pod = podSpecOf(deployment) ?? {};
  const podLabels = podLabelsOf(deployment);
  report.expect(
    'apps',
    podLabels['app.kubernetes.io/name'] === spec.name,
    `${where}: pod label app.kubernetes.io/name must be "${spec.name}"`,
  );
  const container = pod.containers?.find((c) => c.name === spec.name);
  if (!report.expect('apps', container, `${where}: no container named "${spec.name}"`)) return;

  const app = { ...k8s, spec, where, deployment, pod, podLabels, container };
  checkContainer(app);
  checkSecurity(app);
  const env = resolveEnv(container, { ...k8s, where });
  checkEnv(app, env);
  checkEnvValues(app, env);
  checkMigrations(app);
  checkService(app);
  checkOverlayEntries(app, env);
}

function checkContainer({ spec, where, container, report }) {
  report.expect(
    'images',
    imageName(container.image).split('/').pop() === spec.name,
    `${where}: image "${container.image}" is not the ${spec.name} image (…/${spec.name}:tag)`,
  );
  report.expect(
    'ports',
    container.ports?.some((p) => p.containerPort === spec.port),
    `${where}: container does not declare port ${spec.port}`,
  );
  const httpProbe = (probe, path) =>
    probe?.httpGet?.path === path && resolvePort(probe.httpGet.port, container) === spec.port;
  const probes = [
    ['readinessProbe', '/readyz'],
    ['livenessProbe', '/healthz'],
  ];
  if (container.startupProbe) probes.push(['startupProbe', '/healthz']);
  for (const [probe, path] of probes) {
    report.expect(
      'probes',
      httpProbe(container[probe], path),
      `${where}: ${probe} must be GET ${path} on port ${spec.port}`,
    );
  }
  const memoryRequest = memoryBytes(container.resources?.requests?.memory);
  const memoryLimit = memoryBytes(container.resources?.limits?.memory);
  report.expect(
    'resources',
    memoryRequest >= MIN_MEMORY_REQUEST && memoryLimit >= MIN_MEMORY_LIMIT,
    `${where}: memory request must be >= 150Mi and limit >= 256Mi (idle RSS is ~150 MB), got ${container.resources?.requests?.memory}/${container.resources?.limits?.memory}`,
  );
}

function checkSecurity({ where, pod, container, report }) {
  const podSecurity = pod.securityContext ?? {};
  const sec = container.securityContext ?? {};
  report.expect(
    'security',
    (sec.runAsNonRoot ?? podSecurity.runAsNonRoot) === true,
    `${where}: runAsNonRoot must be true`,
  );
  const uid = sec.runAsUser ?? podSecurity.runAsUser;
  report.expect(
    'security',
    typeof uid === 'number' && uid !== 0,
    `${where}: runAsUser must be a numeric non-root uid (the image's user is the name "node")`,
  );
  report.expect(
    'security',
    sec.readOnlyRootFilesystem === true,
    `${where}: readOnlyRootFilesystem must be true`,
  );
  report.expect(
    'security',
    sec.allowPrivilegeEscalation === false,
    `${where}: allowPrivilegeEscalation must be false`,
  );
}

/** Every variable is set; secret ones come from a Secret, `optional: true` exactly for optional ones. */
function checkEnv({ spec, where, report }, env) {
  for (const name of spec.env) report.expect('env', env.has(name), `${where}: ${name} is not set`);
  const optionalEnv = spec.optionalEnv ?? [];
  for (const name of spec.secretEnv) {
    if (!env.has(name)) continue;
    const { source: from, optional } = env.get(name);
    report.expect('env', from === 'secret', `${where}: ${name} must come from a Secret, not ${from}`);
    if (from !== 'secret' || optional === undefined) continue;
    report.expect(
      'env',
      optional === optionalEnv.includes(name),
      optionalEnv.includes(name)
        ? `${where}: ${name} is optional for the app; its secretKeyRef needs optional: true so the pod starts without the key`
        : `${where}: ${name} is required; its secretKeyRef must not be optional (the pod would boot misconfigured)`,
    );
  }
}

function checkEnvValues(app, env) {
  const { spec, where, report } = app;
  const check = (name, ok, expected) => {
    const value = env.get(name)?.value;
    if (value !== undefined)
      report.expect('env values', ok(value), `${where}: ${name}="${value}" — expected ${expected}`);
  };
  check(spec.portEnv, (v) => v === String(spec.port), String(spec.port));
  check('NODE_ENV', (v) => v === 'production', 'production');
  check('LOG_LEVEL', (v) => LOG_LEVELS.includes(v), LOG_LEVELS.join('|'));
  check('NATS_URL', (v) => /^nats:\/\/[^/\s]+$/.test(v), 'nats://host:port');
  if (spec.kind === 'gateway') checkGatewayValues(app, check);
  else checkServiceValues(app, check);
}

function checkGatewayValues({ profile }, check) {
  const production = profile === 'production';
  check('HOST', (v) => v === '0.0.0.0', '0.0.0.0');
  check('WEB_DIST_DIR', (v) => v === WEB_DIST_DIR, WEB_DIST_DIR);
  check(
    'COOKIE_SECURE',
    (v) => (production ? v === 'true' : ['auto', 'true', 'false'].includes(v)),
    production ? 'true in production' : 'auto|true|false',
  );
  check(
    'TRUST_PROXY',
    (v) => (production ? v === 'true' : isBooleanString(v)),
    production ? 'true behind the ingress' : 'true|false',
  );
  for (const name of [
    'SESSION_IDLE_TIMEOUT_SECONDS',
    'NATS_REQUEST_TIMEOUT_MS',
    'CHAT_SESSIONS_PER_MINUTE',
    'CHAT_REQUEST_TIMEOUT_MS',
  ])
    check(name, isPositiveInteger, 'a positive integer');
  check(
    'ALLOWED_ORIGINS',
    (v) => v.split(',').every((o) => isOrigin(o.trim()) && (!production || o.trim().startsWith('https://'))),
    production ? 'comma-separated https:// origins' : 'comma-separated origins',
  );
}

function checkServiceValues({ profile }, check) {
  const production = profile === 'production';
  check(
    'RUN_MIGRATIONS',
    (v) => v === 'false',
    '"false" (migrations run in the migrate initContainer or Job)',
  );
  check(
    'SEED_DEMO_ACCOUNTS',
    (v) => (production ? v === 'false' : isBooleanString(v)),
    production ? '"false" in production' : 'true|false',
  );
  for (const name of ['LLM_TIMEOUT_MS', 'LLM_CONTEXT_TOKENS', 'LLM_MAX_OUTPUT_TOKENS'])
    check(name, isPositiveInteger, 'a positive integer');
  check('OPENAI_BASE_URL', (v) => v === '' || /^https?:\/\/\S+$/.test(v), 'empty or an http(s):// URL');
}

/** An initContainer of this Deployment or a Job runs `main.js migrate` of this app, with its image. */
function checkMigrations({ spec, where, pod, container, valid, report, ...k8s }) {
  if (!spec.migrations) return;
  const migrateCommand = `dist/apps/${spec.name}/main.js migrate`;
  const runs = (c) => commandLine(c).includes(migrateCommand);
  const init = (pod.initContainers ?? []).find(runs);
  const job = valid.find((doc) => doc.kind === 'Job' && (podSpecOf(doc)?.containers ?? []).some(runs));
  const runner = init ?? podSpecOf(job ?? {})?.containers?.find(runs);
  if (
    !report.expect(
      'migrations',
      runner,
      `${where}: nothing runs "node ${migrateCommand}" (initContainer or Job)`,
    )
  )
    return;
  report.expect(
    'migrations',
    runner.image === container.image,
    `${where}: the migration runs image "${runner.image}", the app runs "${container.image}"`,
  );
  const runnerEnv = resolveEnv(runner, { ...k8s, report, where: `${where} (migrate)` });
  report.expect(
    'migrations',
    runnerEnv.has('DATABASE_URL'),
    `${where}: the migration container has no DATABASE_URL`,
  );
}

/** A Service selects the app's pods and forwards to its port. */
function checkService({ spec, valid, source, podLabels, container, report }) {
  const svc = valid.find((s) => s.kind === 'Service' && matches(s.spec?.selector, podLabels));
  if (!report.expect('services', svc, `${source}: no Service selects the ${spec.name} pods`)) return;
  const targets = (svc.spec.ports ?? []).map((p) => resolvePort(p.targetPort ?? p.port, container));
  report.expect(
    'services',
    targets.includes(spec.port),
    `${source}: Service/${svc.metadata.name} does not forward to ${spec.name} port ${spec.port}`,
  );
}

/**
 * What an overlay must add per app. Production: ≥ 2 replicas and a PodDisruptionBudget. The local trial
 * (self-contained): a tagged image (`images:`) and every Secret the app needs rendered (`secretGenerator`).
 */
function checkOverlayEntries(
  { spec, where, profile, deployment, podLabels, container, valid, secrets, report },
  env,
) {
  if (profile === 'production') {
    report.expect(
      'replicas',
      (deployment.spec?.replicas ?? 1) >= 2,
      `${where}: production runs at least 2 replicas, got ${deployment.spec?.replicas ?? 1}`,
    );
    report.expect(
      'disruption budgets',
      valid.some(
        (doc) => doc.kind === 'PodDisruptionBudget' && matches(doc.spec?.selector?.matchLabels, podLabels),
      ),
      `${where}: no PodDisruptionBudget selects its pods (k8s/overlays/production/pdb.yaml)`,
    );
  }
  if (profile === 'local') {
    report.expect(
      'images',
      /:[^/:]+$|@sha256:/.test(String(container.image ?? '')),
      `${where}: image "${container.image}" has no tag; list it under the overlay's images`,
    );
    for (const [name, { source: from, ref, key, optional }] of env) {
      if (from !== 'secret' || optional) continue;
      report.expect(
        'env references',
        key === undefined || secrets.renderedKeysOf(ref)?.includes(key),
        `${where}: ${name} -> Secret ${ref} key ${key} is not rendered; add it to the overlay's secretGenerator`,
      );
    }
  }
}
