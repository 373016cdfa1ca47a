// Checks rendered Kubernetes manifests (`kubectl kustomize` output): schema validation against the
// Kubernetes OpenAPI models shipped by the npm package kubernetes-models, unknown fields, and the
// project's own rules (probes, resources, env, migrations, Service/Ingress wiring).
import { APPS, INFRA_COMPONENT, WEB_DIST_DIR } from './apps.mjs';
import {
  LOG_LEVELS,
  cpuMillis,
  isBooleanString,
  isOrigin,
  isPositiveInteger,
  loadPackage,
  memoryBytes,
} from './lib.mjs';

const WORKLOAD_KINDS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'Job', 'CronJob']);
const CLUSTER_SCOPED = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'PersistentVolume',
  'StorageClass',
  'IngressClass',
  'PriorityClass',
  'CustomResourceDefinition',
]);
/** Idle RSS of one app is under 150 MB; requests must cover it, limits leave room for load. */
const MIN_MEMORY_REQUEST = 150 * 2 ** 20;
const MIN_MEMORY_LIMIT = 256 * 2 ** 20;

const label = (doc) => `${doc?.kind ?? '?'}/${doc?.metadata?.name ?? '?'}`;

/** Returns the kubernetes-models class for apiVersion + kind, or undefined. */
function modelFor(apiVersion, kind) {
  let group;
  try {
    group = loadPackage(`kubernetes-models/${apiVersion}`);
  } catch {
    return undefined;
  }
  return typeof group[kind] === 'function' ? group[kind] : undefined;
}

/**
 * Validates `doc` with the model's JSON-schema validator while recording which properties the
 * validator reads. The schemas do not forbid extra properties, so every own key the validator never
 * looked at is a field Kubernetes does not know (a typo such as `readinesProbe`); the API server
 * would drop or reject it.
 */
function validateStrict(Model, doc) {
  const objects = [];
  const wrap = (value, pointer) => {
    if (value === null || typeof value !== 'object') return value;
    const copy = Array.isArray(value)
      ? value.map((item, index) => wrap(item, `${pointer}/${index}`))
      : Object.fromEntries(
          Object.entries(value).map(([key, item]) => [key, wrap(item, `${pointer}/${key}`)]),
        );
    if (Array.isArray(value)) return copy;
    const read = new Set();
    objects.push({ pointer, keys: Object.keys(value), read });
    return new Proxy(copy, {
      get(target, key, receiver) {
        if (typeof key === 'string') read.add(key);
        return Reflect.get(target, key, receiver);
      },
      has(target, key) {
        if (typeof key === 'string') read.add(key);
        return Reflect.has(target, key);
      },
    });
  };
  const schemaErrors = [];
  try {
    Model.prototype.validate.call(wrap(doc, ''));
  } catch (error) {
    schemaErrors.push(
      ...(error.errors?.length
        ? error.errors.map((e) => `${e.instancePath || '/'} ${e.message}`)
        : [error.message]),
    );
  }
  const unknown = [];
  for (const { pointer, keys, read } of objects) {
    for (const key of keys) if (!read.has(key)) unknown.push(`${pointer}/${key}`);
  }
  // Report only the outermost unknown field, not everything below it.
  const outermost = unknown.filter((p) => !unknown.some((other) => other !== p && p.startsWith(`${other}/`)));
  return { schemaErrors, unknownFields: outermost };
}

function podSpecOf(doc) {
  if (doc.kind === 'CronJob') return doc.spec?.jobTemplate?.spec?.template?.spec;
  return doc.spec?.template?.spec;
}

function podLabelsOf(doc) {
  if (doc.kind === 'CronJob') return doc.spec?.jobTemplate?.spec?.template?.metadata?.labels ?? {};
  return doc.spec?.template?.metadata?.labels ?? {};
}

const matches = (selector, labels) =>
  Object.keys(selector ?? {}).length > 0 &&
  Object.entries(selector).every(([key, value]) => labels?.[key] === value);

/** Resolves a probe/Service port (number or name) to a number on the container. */
function resolvePort(port, container) {
  if (typeof port === 'number') return port;
  return container?.ports?.find((p) => p.name === port)?.containerPort;
}

/**
 * The environment a container gets: name -> { source, value?, ref }.
 * `source` is one of value | configMap | secret | field | missing.
 */
function resolveEnv(container, configMaps, secrets, report, where) {
  const env = new Map();
  for (const from of container.envFrom ?? []) {
    if (from.configMapRef) {
      const cm = configMaps.get(from.configMapRef.name);
      if (!cm) {
        if (!from.configMapRef.optional)
          report.fail(
            'env references',
            `${where}: envFrom ConfigMap "${from.configMapRef.name}" is not in the render`,
          );
        continue;
      }
      report.pass('env references');
      for (const [key, value] of Object.entries(cm.data ?? {}))
        env.set(`${from.prefix ?? ''}${key}`, { source: 'configMap', value, ref: cm.metadata.name });
    }
    if (from.secretRef) {
      const keys = secrets.keysOf(from.secretRef.name);
      if (!keys) {
        report.fail(
          'env references',
          `${where}: envFrom Secret "${from.secretRef.name}" is neither rendered nor documented in k8s/secret.example.yaml`,
        );
        continue;
      }
      report.pass('env references');
      for (const key of keys)
        env.set(`${from.prefix ?? ''}${key}`, { source: 'secret', ref: from.secretRef.name });
    }
  }
  for (const item of container.env ?? []) {
    if ('value' in item) {
      env.set(item.name, { source: 'value', value: String(item.value) });
    } else if (item.valueFrom?.configMapKeyRef) {
      const { name, key } = item.valueFrom.configMapKeyRef;
      const value = configMaps.get(name)?.data?.[key];
      if (
        report.expect(
          'env references',
          value !== undefined,
          `${where}: ${item.name} -> ConfigMap ${name} key ${key} not in the render`,
        )
      ) {
        env.set(item.name, { source: 'configMap', value, ref: name });
      }
    } else if (item.valueFrom?.secretKeyRef) {
      const { name, key, optional = false } = item.valueFrom.secretKeyRef;
      // An optional key may be absent from a rendered Secret, but the example must still document it.
      const known =
        secrets.keysOf(name)?.includes(key) || (optional && secrets.documentedKeysOf(name)?.includes(key));
      if (
        report.expect(
          'env references',
          known,
          `${where}: ${item.name} -> Secret ${name} key ${key} is neither rendered nor documented in k8s/secret.example.yaml`,
        )
      ) {
        env.set(item.name, { source: 'secret', ref: name, optional });
      }
    } else if (item.valueFrom) {
      env.set(item.name, { source: 'field' });
    } else {
      env.set(item.name, { source: 'value', value: '' });
    }
  }
  return env;
}

function commandLine(container) {
  return [...(container.command ?? []), ...(container.args ?? [])].join(' ');
}

/**
 * @param {object[]} docs rendered manifests
 * @param {{ profile: string, source: string, secretExamples: object[], report: import('./lib.mjs').Report }} options
 */
export function checkK8s(docs, { profile, source, secretExamples, report }) {
  const production = profile === 'production';

  // ---- schema -------------------------------------------------------------------------------
  const seen = new Set();
  for (const doc of docs) {
    const where = `${source}: ${label(doc)}`;
    if (!doc || typeof doc !== 'object' || !doc.apiVersion || !doc.kind || !doc.metadata?.name) {
      report.fail('schema', `${source}: a document without apiVersion, kind or metadata.name`);
      continue;
    }
    const key = `${doc.kind}/${doc.metadata.namespace ?? ''}/${doc.metadata.name}`;
    report.expect('unique names', !seen.has(key), `${where} is defined twice`);
    seen.add(key);
    const Model = modelFor(doc.apiVersion, doc.kind);
    if (!Model) {
      report.fail('schema', `${where}: no Kubernetes schema for ${doc.apiVersion} ${doc.kind}`);
      continue;
    }
    const { schemaErrors, unknownFields } = validateStrict(Model, doc);
    report.expect('schema', schemaErrors.length === 0, `${where}: ${schemaErrors.join('; ')}`);
    report.expect(
      'unknown fields',
      unknownFields.length === 0,
      `${where}: unknown field(s) ${unknownFields.join(', ')}`,
    );
    if (production && !CLUSTER_SCOPED.has(doc.kind)) {
      report.expect('namespace', Boolean(doc.metadata.namespace), `${where} has no namespace`);
    }
  }
  const valid = docs.filter((doc) => doc?.kind && doc?.metadata?.name);
  const byKind = (kind) => valid.filter((doc) => doc.kind === kind);

  const configMaps = new Map(byKind('ConfigMap').map((cm) => [cm.metadata.name, cm]));
  const renderedSecrets = new Map(byKind('Secret').map((s) => [s.metadata.name, s]));
  const exampleSecrets = new Map(
    secretExamples.filter((s) => s?.kind === 'Secret').map((s) => [s.metadata.name, s]),
  );
  const secretKeys = (secret) => [...Object.keys(secret.data ?? {}), ...Object.keys(secret.stringData ?? {})];
  const secrets = {
    keysOf(name) {
      const secret = renderedSecrets.get(name) ?? exampleSecrets.get(name);
      return secret ? secretKeys(secret) : undefined;
    },
    documentedKeysOf(name) {
      // A secretGenerator's Secret carries a content hash suffix (name-abcd12345h) the example lacks.
      const secret = exampleSecrets.get(name) ?? exampleSecrets.get(name.replace(/-[a-z0-9]{10}$/, ''));
      return secret ? secretKeys(secret) : undefined;
    },
  };
  if (production) {
    report.expect(
      'no committed secrets',
      renderedSecrets.size === 0,
      `${source} renders Secret(s) ${[...renderedSecrets.keys()].join(', ')}: production secrets are created by the operator, never committed`,
    );
  }

  // ---- every workload -----------------------------------------------------------------------
  const workloads = valid.filter((doc) => WORKLOAD_KINDS.has(doc.kind));
  for (const doc of workloads) {
    const where = `${source}: ${label(doc)}`;
    const pod = podSpecOf(doc) ?? {};
    if (doc.kind !== 'Job' && doc.kind !== 'CronJob') {
      report.expect(
        'selectors',
        matches(doc.spec?.selector?.matchLabels, podLabelsOf(doc)),
        `${where}: spec.selector.matchLabels does not match the pod template labels`,
      );
    }
    const longRunning = doc.kind !== 'Job' && doc.kind !== 'CronJob';
    const containers = [
      ...(pod.initContainers ?? []).map((c) => ({ c, init: true })),
      ...(pod.containers ?? []).map((c) => ({ c, init: false })),
    ];
    for (const { c, init } of containers) {
      const cwhere = `${where} container ${c.name}`;
      const res = c.resources ?? {};
      const complete = ['requests', 'limits'].every(
        (k) => res[k]?.cpu !== undefined && res[k]?.memory !== undefined,
      );
      report.expect(
        'resources',
        complete,
        `${cwhere}: needs resources.requests and resources.limits for cpu and memory`,
      );
      if (complete) {
        const ok =
          !Number.isNaN(cpuMillis(res.requests.cpu)) &&
          !Number.isNaN(cpuMillis(res.limits.cpu)) &&
          cpuMillis(res.requests.cpu) <= cpuMillis(res.limits.cpu) &&
          memoryBytes(res.requests.memory) <= memoryBytes(res.limits.memory);
        report.expect('resources', ok, `${cwhere}: malformed resources or requests above limits`);
      }
      if (longRunning && !init) {
        report.expect(
          'probes',
          Boolean(c.readinessProbe && c.livenessProbe),
          `${cwhere}: needs a readinessProbe and a livenessProbe`,
        );
      }
      if (production) {
        const image = String(c.image ?? '');
        const pinned =
          /@sha256:[0-9a-f]{64}$/.test(image) || (/:[^/:]+$/.test(image) && !image.endsWith(':latest'));
        report.expect(
          'pinned images',
          pinned,
          `${cwhere}: image "${image}" must carry a version tag or digest (not :latest)`,
        );
      }
    }
  }

  // ---- the apps -----------------------------------------------------------------------------
  const services = byKind('Service');
  for (const doc of workloads) {
    const isInfra =
      podLabelsOf(doc)['app.kubernetes.io/component'] === INFRA_COMPONENT ||
      doc.metadata.labels?.['app.kubernetes.io/component'] === INFRA_COMPONENT;
    const isMigrationJob =
      doc.kind === 'Job' &&
      Object.keys(APPS).some((app) =>
        (podSpecOf(doc)?.containers ?? []).some((c) =>
          commandLine(c).includes(`dist/apps/${app}/main.js migrate`),
        ),
      );
    if (!isInfra && !isMigrationJob && !(doc.metadata.name in APPS)) {
      report.fail(
        'apps',
        `${source}: ${label(doc)} is neither an app of tools/deploy-check/apps.mjs nor labelled app.kubernetes.io/component=${INFRA_COMPONENT}`,
      );
    }
  }

  for (const [app, spec] of Object.entries(APPS)) {
    const where = `${source}: Deployment/${app}`;
    const deployment = valid.find((doc) => doc.kind === 'Deployment' && doc.metadata.name === app);
    if (!report.expect('apps', deployment, `${where} is missing`)) continue;
    const pod = podSpecOf(deployment) ?? {};
    const podLabels = podLabelsOf(deployment);
    report.expect(
      'apps',
      podLabels['app.kubernetes.io/name'] === app,
      `${where}: pod label app.kubernetes.io/name must be "${app}"`,
    );
    const container = pod.containers?.find((c) => c.name === app);
    if (!report.expect('apps', container, `${where}: no container named "${app}"`)) continue;

    const imageName = String(container.image ?? '')
      .replace(/@.*$/, '')
      .replace(/:[^/:]+$/, '');
    report.expect(
      'images',
      imageName.split('/').pop() === app,
      `${where}: image "${container.image}" is not the ${app} image (…/${app}:tag)`,
    );

    report.expect(
      'ports',
      container.ports?.some((p) => p.containerPort === spec.port),
      `${where}: container does not declare port ${spec.port}`,
    );
    const httpProbe = (probe, path) =>
      probe?.httpGet?.path === path && resolvePort(probe.httpGet.port, container) === spec.port;
    report.expect(
      'probes',
      httpProbe(container.readinessProbe, '/readyz'),
      `${where}: readinessProbe must be GET /readyz on port ${spec.port}`,
    );
    report.expect(
      'probes',
      httpProbe(container.livenessProbe, '/healthz'),
      `${where}: livenessProbe must be GET /healthz on port ${spec.port}`,
    );
    if (container.startupProbe) {
      report.expect(
        'probes',
        httpProbe(container.startupProbe, '/healthz'),
        `${where}: startupProbe must be GET /healthz on port ${spec.port}`,
      );
    }

    const memoryRequest = memoryBytes(container.resources?.requests?.memory);
    const memoryLimit = memoryBytes(container.resources?.limits?.memory);
    report.expect(
      'resources',
      memoryRequest >= MIN_MEMORY_REQUEST && memoryLimit >= MIN_MEMORY_LIMIT,
      `${where}: memory request must be >= 150Mi and limit >= 256Mi (idle RSS is ~150 MB), got ${container.resources?.requests?.memory}/${container.resources?.limits?.memory}`,
    );

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

    // Environment
    const env = resolveEnv(container, configMaps, secrets, report, where);
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
    const value = (name) => env.get(name)?.value;
    const checkValue = (name, ok, expected) => {
      if (env.get(name)?.value !== undefined)
        report.expect(
          'env values',
          ok(value(name)),
          `${where}: ${name}="${value(name)}" — expected ${expected}`,
        );
    };
    checkValue(spec.portEnv, (v) => v === String(spec.port), String(spec.port));
    checkValue('NODE_ENV', (v) => v === 'production', 'production');
    checkValue('LOG_LEVEL', (v) => LOG_LEVELS.includes(v), LOG_LEVELS.join('|'));
    checkValue('NATS_URL', (v) => /^nats:\/\/[^/\s]+$/.test(v), 'nats://host:port');
    if (spec.role === 'gateway') {
      checkValue('HOST', (v) => v === '0.0.0.0', '0.0.0.0');
      checkValue('WEB_DIST_DIR', (v) => v === WEB_DIST_DIR, WEB_DIST_DIR);
      checkValue(
        'COOKIE_SECURE',
        (v) => (production ? v === 'true' : ['auto', 'true', 'false'].includes(v)),
        production ? 'true in production' : 'auto|true|false',
      );
      checkValue(
        'TRUST_PROXY',
        (v) => (production ? v === 'true' : isBooleanString(v)),
        production ? 'true behind the ingress' : 'true|false',
      );
      checkValue('SESSION_IDLE_TIMEOUT_SECONDS', isPositiveInteger, 'a positive integer');
      checkValue('NATS_REQUEST_TIMEOUT_MS', isPositiveInteger, 'a positive integer');
      checkValue('CHAT_SESSIONS_PER_MINUTE', isPositiveInteger, 'a positive integer');
      checkValue('CHAT_REQUEST_TIMEOUT_MS', isPositiveInteger, 'a positive integer');
      checkValue(
        'ALLOWED_ORIGINS',
        (v) =>
          v.split(',').every((o) => isOrigin(o.trim()) && (!production || o.trim().startsWith('https://'))),
        production ? 'comma-separated https:// origins' : 'comma-separated origins',
      );
    } else {
      checkValue(
        'RUN_MIGRATIONS',
        (v) => v === 'false',
        '"false" (migrations run in the migrate initContainer or Job)',
      );
      checkValue(
        'SEED_DEMO_ACCOUNTS',
        (v) => (production ? v === 'false' : isBooleanString(v)),
        production ? '"false" in production' : 'true|false',
      );
      for (const name of ['LLM_TIMEOUT_MS', 'LLM_CONTEXT_TOKENS', 'LLM_MAX_OUTPUT_TOKENS'])
        checkValue(name, isPositiveInteger, 'a positive integer');
      checkValue(
        'OPENAI_BASE_URL',
        (v) => v === '' || /^https?:\/\/\S+$/.test(v),
        'empty or an http(s):// URL',
      );
    }
    if (production) {
      report.expect(
        'replicas',
        (deployment.spec?.replicas ?? 1) >= 2,
        `${where}: production runs at least 2 replicas, got ${deployment.spec?.replicas ?? 1}`,
      );
    }

    // Migrations: an initContainer of this Deployment or a Job runs `main.js migrate` of this app.
    if (spec.migrations) {
      const migrateCommand = `dist/apps/${app}/main.js migrate`;
      const init = (pod.initContainers ?? []).find((c) => commandLine(c).includes(migrateCommand));
      const job = byKind('Job').find((j) =>
        (podSpecOf(j)?.containers ?? []).some((c) => commandLine(c).includes(migrateCommand)),
      );
      const runner =
        init ?? job?.spec?.template?.spec?.containers?.find((c) => commandLine(c).includes(migrateCommand));
      if (
        report.expect(
          'migrations',
          runner,
          `${where}: nothing runs "node ${migrateCommand}" (initContainer or Job)`,
        )
      ) {
        report.expect(
          'migrations',
          runner.image === container.image,
          `${where}: the migration runs image "${runner.image}", the app runs "${container.image}"`,
        );
        const runnerEnv = resolveEnv(runner, configMaps, secrets, report, `${where} (migrate)`);
        report.expect(
          'migrations',
          runnerEnv.has('DATABASE_URL'),
          `${where}: the migration container has no DATABASE_URL`,
        );
      }
    }

    // Service selecting this app and exposing its port.
    const svc = services.find((s) => matches(s.spec?.selector, podLabels));
    if (report.expect('services', svc, `${source}: no Service selects the ${app} pods`)) {
      const targets = (svc.spec.ports ?? []).map((p) => resolvePort(p.targetPort ?? p.port, container));
      report.expect(
        'services',
        targets.includes(spec.port),
        `${source}: Service/${svc.metadata.name} does not forward to ${app} port ${spec.port}`,
      );
    }
  }

  // ---- every Service selects something --------------------------------------------------------
  for (const svc of services) {
    if (!svc.spec?.selector) continue;
    const targets = workloads.filter((w) => matches(svc.spec.selector, podLabelsOf(w)));
    report.expect(
      'services',
      targets.length > 0,
      `${source}: Service/${svc.metadata.name} selects no workload`,
    );
  }

  // ---- Ingress: only the gateway is exposed -----------------------------------------------------
  const gatewayApp = Object.entries(APPS).find(([, spec]) => spec.role === 'gateway')?.[0];
  const gatewayDeployment = valid.find(
    (doc) => doc.kind === 'Deployment' && doc.metadata.name === gatewayApp,
  );
  const gatewayServices = services.filter(
    (s) => gatewayDeployment && matches(s.spec?.selector, podLabelsOf(gatewayDeployment)),
  );
  const ingresses = byKind('Ingress');
  report.expect('ingress', ingresses.length > 0, `${source}: no Ingress exposes the gateway`);
  for (const ing of ingresses) {
    const where = `${source}: Ingress/${ing.metadata.name}`;
    const backends = [];
    if (ing.spec?.defaultBackend?.service) backends.push(ing.spec.defaultBackend.service);
    for (const rule of ing.spec?.rules ?? [])
      for (const p of rule.http?.paths ?? []) if (p.backend?.service) backends.push(p.backend.service);
    report.expect('ingress', backends.length > 0, `${where} has no backend`);
    for (const backend of backends) {
      const svc = gatewayServices.find((s) => s.metadata.name === backend.name);
      if (
        !report.expect(
          'ingress',
          svc,
          `${where}: backend "${backend.name}" is not the gateway Service (${gatewayServices.map((s) => s.metadata.name).join(', ') || 'none rendered'})`,
        )
      )
        continue;
      const port = (svc.spec.ports ?? []).find((p) =>
        backend.port?.name ? p.name === backend.port.name : p.port === backend.port?.number,
      );
      report.expect(
        'ingress',
        port,
        `${where}: Service/${svc.metadata.name} has no port ${backend.port?.name ?? backend.port?.number}`,
      );
    }
    if (ing.spec?.ingressClassName === 'nginx') {
      // Chat replies are Server-Sent Events that may wait CHAT_REQUEST_TIMEOUT_MS for an LLM; voice
      // uploads are up to 640 KiB. ingress-nginx buffers responses, times out after 60 s and accepts
      // 1m bodies by default.
      const annotation = (name) => ing.metadata.annotations?.[`nginx.ingress.kubernetes.io/${name}`];
      report.expect(
        'ingress',
        annotation('proxy-buffering') === 'off',
        `${where}: nginx.ingress.kubernetes.io/proxy-buffering must be "off" (chat streams)`,
      );
      const chatTimeout = gatewayDeployment
        ? configValue(gatewayDeployment, configMaps, 'CHAT_REQUEST_TIMEOUT_MS')
        : undefined;
      const minRead = Math.max(120, Math.ceil(Number(chatTimeout ?? 90_000) / 1000) + 10);
      report.expect(
        'ingress',
        Number(annotation('proxy-read-timeout')) >= minRead,
        `${where}: nginx.ingress.kubernetes.io/proxy-read-timeout must be >= ${minRead} s (above CHAT_REQUEST_TIMEOUT_MS), got ${annotation('proxy-read-timeout') ?? 'the default 60'}`,
      );
      const bodySize = String(annotation('proxy-body-size') ?? '1m');
      report.expect(
        'ingress',
        bodySize === '0' || nginxBytes(bodySize) > 1024 ** 2,
        `${where}: nginx.ingress.kubernetes.io/proxy-body-size must allow more than 1 MiB (voice uploads), got ${bodySize}`,
      );
    }
    if (production) {
      const hosts = (ing.spec?.rules ?? []).map((r) => r.host);
      const tlsHosts = (ing.spec?.tls ?? []).flatMap((t) => t.hosts ?? []);
      report.expect(
        'ingress',
        hosts.length > 0 && hosts.every(Boolean),
        `${where}: production rules need a host`,
      );
      report.expect(
        'ingress',
        hosts.every((h) => tlsHosts.includes(h)),
        `${where}: every host needs TLS (hosts ${hosts.join(', ')}, tls ${tlsHosts.join(', ') || 'none'})`,
      );
      const origins = gatewayDeployment ? configOrigins(gatewayDeployment, configMaps) : [];
      for (const host of hosts.filter(Boolean)) {
        report.expect(
          'ingress',
          origins.includes(`https://${host}`),
          `${where}: ALLOWED_ORIGINS does not contain https://${host}`,
        );
      }
    }
  }
}

/** nginx size ("640k", "2m", "1g", bytes) to bytes (NaN when malformed). */
function nginxBytes(size) {
  const match = /^(\d+)([kmg]?)$/i.exec(size);
  return match ? Number(match[1]) * 1024 ** ' kmg'.indexOf((match[2] || ' ').toLowerCase()) : Number.NaN;
}

function configValue(deployment, configMaps, name) {
  const pod = podSpecOf(deployment);
  const container = pod?.containers?.find((c) => c.name === deployment.metadata.name) ?? pod?.containers?.[0];
  if (!container) return undefined;
  const silent = { pass() {}, fail() {}, expect: (_c, ok) => Boolean(ok) };
  const none = { keysOf: () => undefined, documentedKeysOf: () => undefined };
  return resolveEnv(container, configMaps, none, silent, '').get(name)?.value;
}

function configOrigins(deployment, configMaps) {
  return (configValue(deployment, configMaps, 'ALLOWED_ORIGINS') ?? '').split(',').map((o) => o.trim());
}

/** Schema-checks k8s/secret.example.yaml itself (it is applied by hand from a filled-in copy). */
export function checkSecretExamples(docs, { source, report }) {
  const Model = modelFor('v1', 'Secret');
  for (const doc of docs) {
    const where = `${source}: ${label(doc)}`;
    if (
      !report.expect('secret example', doc?.kind === 'Secret', `${where}: only Secrets belong in the example`)
    )
      continue;
    const { schemaErrors, unknownFields } = validateStrict(Model, doc);
    report.expect(
      'secret example',
      schemaErrors.length === 0 && unknownFields.length === 0,
      `${where}: ${[...schemaErrors, ...unknownFields].join('; ')}`,
    );
  }
}
