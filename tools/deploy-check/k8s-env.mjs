// The environment a container gets in a rendered manifest: env, envFrom, ConfigMaps and Secrets.
import { podSpecOf } from './k8s-objects.mjs';

const secretKeys = (secret) => [...Object.keys(secret.data ?? {}), ...Object.keys(secret.stringData ?? {})];

/**
 * Secret lookups: `keysOf` the rendered Secret or, failing that, the documented example (the operator
 * creates it); `documentedKeysOf` the example alone; `renderedKeysOf` the render alone.
 */
export function secretLookup(renderedSecrets, secretExamples) {
  const exampleSecrets = new Map(
    secretExamples.filter((s) => s?.kind === 'Secret').map((s) => [s.metadata.name, s]),
  );
  return {
    keysOf(name) {
      const secret = renderedSecrets.get(name) ?? exampleSecrets.get(name);
      return secret ? secretKeys(secret) : undefined;
    },
    documentedKeysOf(name) {
      // A secretGenerator's Secret carries a content hash suffix (name-abcd12345h) the example lacks.
      const secret = exampleSecrets.get(name) ?? exampleSecrets.get(name.replace(/-[a-z0-9]{10}$/, ''));
      return secret ? secretKeys(secret) : undefined;
    },
    renderedKeysOf(name) {
      const secret = renderedSecrets.get(name);
      return secret ? secretKeys(secret) : undefined;
    },
  };
}

function addEnvFrom(env, from, { configMaps, secrets, report, where }) {
  if (from.configMapRef) {
    const cm = configMaps.get(from.configMapRef.name);
    if (!cm) {
      if (!from.configMapRef.optional)
        report.fail(
          'env references',
          `${where}: envFrom ConfigMap "${from.configMapRef.name}" is not in the render`,
        );
      return;
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
      return;
    }
    report.pass('env references');
    for (const key of keys)
      env.set(`${from.prefix ?? ''}${key}`, { source: 'secret', ref: from.secretRef.name });
  }
}

function addEnvItem(env, item, { configMaps, secrets, report, where }) {
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
      env.set(item.name, { source: 'secret', ref: name, key, optional });
    }
  } else if (item.valueFrom) {
    env.set(item.name, { source: 'field' });
  } else {
    env.set(item.name, { source: 'value', value: '' });
  }
}

/**
 * The environment a container gets: name -> { source, value?, ref?, key?, optional? }.
 * `source` is one of value | configMap | secret | field.
 * @param {{ configMaps: Map<string, object>, secrets: ReturnType<typeof secretLookup>,
 *   report: import('./lib.mjs').Report, where: string }} context
 */
export function resolveEnv(container, context) {
  const env = new Map();
  for (const from of container.envFrom ?? []) addEnvFrom(env, from, context);
  for (const item of container.env ?? []) addEnvItem(env, item, context);
  return env;
}

/** A plain or ConfigMap value of the Deployment's own container, without reporting anything. */
export function configValue(deployment, configMaps, name) {
  const pod = podSpecOf(deployment);
  const container = pod?.containers?.find((c) => c.name === deployment.metadata.name) ?? pod?.containers?.[0];
  if (!container) return undefined;
  const silent = { pass() {}, fail() {}, expect: (_c, ok) => Boolean(ok) };
  const none = { keysOf: () => undefined, documentedKeysOf: () => undefined };
  return resolveEnv(container, { configMaps, secrets: none, report: silent, where: '' }).get(name)?.value;
}
