// Rules for every rendered workload (apps and infrastructure alike), and that each is one or the other.
import { INFRA_COMPONENT } from './apps.mjs';
import { cpuMillis, memoryBytes } from './lib.mjs';
import { WORKLOAD_KINDS, commandLine, label, matches, podLabelsOf, podSpecOf } from './k8s-objects.mjs';

const isLongRunning = (doc) => doc.kind !== 'Job' && doc.kind !== 'CronJob';

function checkContainer(c, { init, longRunning, production, where, report }) {
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

/** Selectors, resources, probes and (in production) pinned images of every workload. */
export function checkWorkloads(workloads, { production, source, report }) {
  for (const doc of workloads) {
    const where = `${source}: ${label(doc)}`;
    const pod = podSpecOf(doc) ?? {};
    const longRunning = isLongRunning(doc);
    if (longRunning) {
      report.expect(
        'selectors',
        matches(doc.spec?.selector?.matchLabels, podLabelsOf(doc)),
        `${where}: spec.selector.matchLabels does not match the pod template labels`,
      );
    }
    for (const c of pod.initContainers ?? [])
      checkContainer(c, { init: true, longRunning, production, where, report });
    for (const c of pod.containers ?? [])
      checkContainer(c, { init: false, longRunning, production, where, report });
  }
}

/** Every workload is an app of the registry, an app's migration Job, or labelled as infrastructure. */
export function checkUnknownWorkloads(workloads, { apps, source, report }) {
  for (const doc of workloads) {
    const isInfra =
      podLabelsOf(doc)['app.kubernetes.io/component'] === INFRA_COMPONENT ||
      doc.metadata.labels?.['app.kubernetes.io/component'] === INFRA_COMPONENT;
    const isMigrationJob =
      doc.kind === 'Job' &&
      Object.keys(apps).some((app) =>
        (podSpecOf(doc)?.containers ?? []).some((c) =>
          commandLine(c).includes(`dist/apps/${app}/main.js migrate`),
        ),
      );
    if (!isInfra && !isMigrationJob && !(doc.metadata.name in apps)) {
      report.fail(
        'apps',
        `${source}: ${label(doc)} is neither an app of tools/app-registry.cjs nor labelled app.kubernetes.io/component=${INFRA_COMPONENT}`,
      );
    }
  }
}

export const workloadsOf = (docs) => docs.filter((doc) => WORKLOAD_KINDS.has(doc.kind));
