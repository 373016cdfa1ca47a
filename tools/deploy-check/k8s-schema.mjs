// Schema validation of rendered manifests against the Kubernetes OpenAPI models shipped by the npm
// package kubernetes-models, including fields Kubernetes does not know.
import { loadPackage } from './lib.mjs';
import { label } from './k8s-objects.mjs';

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

/**
 * Every document: well-formed, defined once, valid against its schema without unknown fields; in
 * production namespaced. Returns the documents that have a kind and a name.
 */
export function checkSchemas(docs, { production, source, report }) {
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
  return docs.filter((doc) => doc?.kind && doc?.metadata?.name);
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
