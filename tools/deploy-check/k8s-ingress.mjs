// Ingress rules: only the app that serves browsers (the gateway) is exposed, nginx streams the chat,
// production has TLS hosts that ALLOWED_ORIGINS names.
import { configValue } from './k8s-env.mjs';
import { matches, podLabelsOf } from './k8s-objects.mjs';

/** nginx size ("640k", "2m", "1g", bytes) to bytes (NaN when malformed). */
function nginxBytes(size) {
  const match = /^(\d+)([kmg]?)$/i.exec(size);
  return match ? Number(match[1]) * 1024 ** ' kmg'.indexOf((match[2] || ' ').toLowerCase()) : Number.NaN;
}

function backendsOf(ing) {
  const backends = [];
  if (ing.spec?.defaultBackend?.service) backends.push(ing.spec.defaultBackend.service);
  for (const rule of ing.spec?.rules ?? [])
    for (const p of rule.http?.paths ?? []) if (p.backend?.service) backends.push(p.backend.service);
  return backends;
}

function checkBackends(ing, { where, gatewayServices, report }) {
  const backends = backendsOf(ing);
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
}

/**
 * Chat replies are Server-Sent Events that may wait CHAT_REQUEST_TIMEOUT_MS for an LLM; voice uploads
 * are up to 640 KiB. ingress-nginx buffers responses, times out after 60 s and accepts 1m bodies by default.
 */
function checkNginx(ing, { where, gatewayDeployment, configMaps, report }) {
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

function checkProductionHosts(ing, { where, gatewayDeployment, configMaps, report }) {
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
  const origins = gatewayDeployment
    ? (configValue(gatewayDeployment, configMaps, 'ALLOWED_ORIGINS') ?? '').split(',').map((o) => o.trim())
    : [];
  for (const host of hosts.filter(Boolean)) {
    report.expect(
      'ingress',
      origins.includes(`https://${host}`),
      `${where}: ALLOWED_ORIGINS does not contain https://${host}`,
    );
  }
}

/**
 * @param {{ apps: Record<string, import('./apps.mjs').AppSpec>, valid: object[], production: boolean,
 *   source: string, configMaps: Map<string, object>, report: import('./lib.mjs').Report }} k8s
 */
export function checkIngresses({ apps, valid, production, source, configMaps, report }) {
  const publicApp = Object.values(apps).find((spec) => spec.servesHttp)?.name;
  const gatewayDeployment = valid.find((doc) => doc.kind === 'Deployment' && doc.metadata.name === publicApp);
  const gatewayServices = valid.filter(
    (s) =>
      s.kind === 'Service' && gatewayDeployment && matches(s.spec?.selector, podLabelsOf(gatewayDeployment)),
  );
  const ingresses = valid.filter((doc) => doc.kind === 'Ingress');
  report.expect('ingress', ingresses.length > 0, `${source}: no Ingress exposes the gateway`);
  for (const ing of ingresses) {
    const context = {
      where: `${source}: Ingress/${ing.metadata.name}`,
      gatewayDeployment,
      gatewayServices,
      configMaps,
      report,
    };
    checkBackends(ing, context);
    if (ing.spec?.ingressClassName === 'nginx') checkNginx(ing, context);
    if (production) checkProductionHosts(ing, context);
  }
}
