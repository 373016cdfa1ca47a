// Checks rendered Kubernetes manifests (`kubectl kustomize` output): schema validation against the
// Kubernetes OpenAPI models (k8s-schema.mjs), unknown fields, and the project's own rules: every
// workload (k8s-workloads.mjs), every registry app (k8s-apps.mjs), Services and the Ingress.
import { APPS } from './apps.mjs';
import { checkAppDeployment } from './k8s-apps.mjs';
import { secretLookup } from './k8s-env.mjs';
import { checkIngresses } from './k8s-ingress.mjs';
import { matches, podLabelsOf } from './k8s-objects.mjs';
import { checkSchemas } from './k8s-schema.mjs';
import { checkUnknownWorkloads, checkWorkloads, workloadsOf } from './k8s-workloads.mjs';

export { checkSecretExamples } from './k8s-schema.mjs';

/**
 * @param {object[]} docs rendered manifests
 * @param {{ profile: string, source: string, secretExamples: object[], report: import('./lib.mjs').Report,
 *   apps?: Record<string, import('./apps.mjs').AppSpec> }} options  `apps` defaults to the registry's
 */
export function checkK8s(docs, { profile, source, secretExamples, report, apps = APPS }) {
  const production = profile === 'production';
  const valid = checkSchemas(docs, { production, source, report });
  const byKind = (kind) => valid.filter((doc) => doc.kind === kind);

  const configMaps = new Map(byKind('ConfigMap').map((cm) => [cm.metadata.name, cm]));
  const renderedSecrets = new Map(byKind('Secret').map((s) => [s.metadata.name, s]));
  const secrets = secretLookup(renderedSecrets, secretExamples);
  if (production) {
    report.expect(
      'no committed secrets',
      renderedSecrets.size === 0,
      `${source} renders Secret(s) ${[...renderedSecrets.keys()].join(', ')}: production secrets are created by the operator, never committed`,
    );
  }

  const workloads = workloadsOf(valid);
  checkWorkloads(workloads, { production, source, report });
  checkUnknownWorkloads(workloads, { apps, source, report });
  for (const spec of Object.values(apps))
    checkAppDeployment(spec, { valid, profile, source, configMaps, secrets, report });

  // Every Service selects something.
  for (const svc of byKind('Service')) {
    if (!svc.spec?.selector) continue;
    report.expect(
      'services',
      workloads.some((w) => matches(svc.spec.selector, podLabelsOf(w))),
      `${source}: Service/${svc.metadata.name} selects no workload`,
    );
  }

  checkIngresses({ apps, valid, production, source, configMaps, report });
}
