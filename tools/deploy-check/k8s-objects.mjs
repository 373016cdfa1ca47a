// Small accessors for rendered Kubernetes objects.

export const WORKLOAD_KINDS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'Job', 'CronJob']);

export const label = (doc) => `${doc?.kind ?? '?'}/${doc?.metadata?.name ?? '?'}`;

export function podSpecOf(doc) {
  if (doc.kind === 'CronJob') return doc.spec?.jobTemplate?.spec?.template?.spec;
  return doc.spec?.template?.spec;
}

export function podLabelsOf(doc) {
  if (doc.kind === 'CronJob') return doc.spec?.jobTemplate?.spec?.template?.metadata?.labels ?? {};
  return doc.spec?.template?.metadata?.labels ?? {};
}

export const matches = (selector, labels) =>
  Object.keys(selector ?? {}).length > 0 &&
  Object.entries(selector).every(([key, value]) => labels?.[key] === value);

/** Resolves a probe/Service port (number or name) to a number on the container. */
export function resolvePort(port, container) {
  if (typeof port === 'number') return port;
  return container?.ports?.find((p) => p.name === port)?.containerPort;
}

export function commandLine(container) {
  return [...(container.command ?? []), ...(container.args ?? [])].join(' ');
}

/** The image without its tag or digest, e.g. `registry.example.de/mpu/gateway`. */
export const imageName = (image) =>
  String(image ?? '')
    .replace(/@.*$/, '')
    .replace(/:[^/:]+$/, '');
