// The lines a new service adds to files that already exist. Each edit finds its place by an anchor and
// fails loudly when the file has changed shape, so nothing is half-written.
import {
  composeGatewayDependency,
  composeService,
  disruptionBudget,
  localImage,
  localSecret,
  productionImage,
  productionReplicas,
  secretExample,
} from './deploy-files.mjs';

function insertAt(text, index, insertion) {
  return text.slice(0, index) + insertion + text.slice(index);
}

function indexOrFail(text, needle, file, from = 0) {
  const index = text.indexOf(needle, from);
  if (index < 0) throw new Error(`${file}: cannot find ${JSON.stringify(needle)}; add the entry by hand`);
  return index;
}

/** Index right after the block below the line `header` (the lines indented deeper than it). */
function endOfBlock(text, header, file, from = 0) {
  const start = indexOrFail(text, `\n${header}\n`, file, from) + header.length + 2;
  const indent = header.match(/^ */)[0].length;
  let end = start;
  let cursor = start;
  while (cursor < text.length) {
    const next = text.indexOf('\n', cursor);
    const line = text.slice(cursor, next < 0 ? text.length : next);
    if (line.trim() !== '' && line.match(/^ */)[0].length <= indent) break;
    cursor = next < 0 ? text.length : next + 1;
    if (line.trim() !== '' && !line.trim().startsWith('#')) end = cursor;
  }
  return end;
}

const appendToBlock = (text, header, insertion, file, from) =>
  insertAt(text, endOfBlock(text, header, file, from), insertion);

const withNewline = (text) => (text.endsWith('\n') ? text : `${text}\n`);

/** Files of EDITS that a repo may not have (then there is nothing to add to). */
export const OPTIONAL_FILES = new Set(['libs/contracts/src/request-schemas.ts']);

/** Edits by file (relative to the repo root): (text, names) -> text. */
export const EDITS = {
  'tools/app-registry.cjs': (text, n) => {
    const marker = '  // new-service.mjs adds services above this line.';
    return insertAt(
      text,
      indexOrFail(text, marker, 'tools/app-registry.cjs'),
      `  service('${n.name}', { port: ${n.port}, schema: '${n.schema}' }),\n`,
    );
  },

  'libs/contracts/src/subjects.ts': (text, n) => {
    const file = 'libs/contracts/src/subjects.ts';
    let out = text;
    const subjects = indexOrFail(out, 'export const SUBJECTS = {', file);
    out = insertAt(
      out,
      indexOrFail(out, '\n} as const;', file, subjects) + 1,
      `  ${n.natsKey}: {\n    ping: '${n.short}.ping',\n  },\n`,
    );
    const messageMap = indexOrFail(out, 'export interface MessageMap {', file);
    out = insertAt(
      out,
      indexOrFail(out, '\n}\n', file, messageMap) + 1,
      `  [SUBJECTS.${n.natsKey}.ping]: { request: Record<string, never>; response: PingResponse };\n`,
    );
    const pings = indexOrFail(out, 'export const SERVICE_PINGS = {', file);
    return insertAt(
      out,
      indexOrFail(out, '\n} as const;', file, pings) + 1,
      `  ${n.natsKey}: SUBJECTS.${n.natsKey}.ping,\n`,
    );
  },

  // Optional: only where the contracts keep a request schema per subject.
  'libs/contracts/src/request-schemas.ts': (text, n) => {
    const file = 'libs/contracts/src/request-schemas.ts';
    const start = /export const REQUEST_SCHEMAS\b[^=]*= \{/.exec(text);
    if (!start) throw new Error(`${file}: cannot find REQUEST_SCHEMAS; add the ping's schema by hand`);
    return insertAt(
      text,
      indexOrFail(text, '\n};', file, start.index) + 1,
      `  [SUBJECTS.${n.natsKey}.ping]: pingRequestSchema,\n`,
    );
  },

  'apps/e2e/project.json': (text, n) => {
    const project = JSON.parse(text);
    if (!Array.isArray(project.implicitDependencies))
      throw new Error('apps/e2e/project.json: no implicitDependencies; add the entry by hand');
    // Only that array is rewritten (the new service before the web app); prettier formats it afterwards.
    const names = [...project.implicitDependencies];
    const web = names.indexOf('web');
    names.splice(web < 0 ? names.length : web, 0, n.name);
    return text.replace(
      /"implicitDependencies":\s*\[[^\]]*\]/,
      `"implicitDependencies": ${JSON.stringify(names)}`,
    );
  },

  Dockerfile: (text, n) => {
    const guard = /(case "\$\{APP\}" in \\\n\s+)([\w|-]+)\) ;;/.exec(text);
    if (!guard) throw new Error("Dockerfile: cannot find the build stage's APP guard; add the entry by hand");
    let out = text.replace(guard[0], `${guard[1]}${guard[2]}|${n.name}) ;;`);
    const unknown = indexOrFail(out, `      *) echo "unknown APP`, 'Dockerfile');
    out = insertAt(out, unknown, `      ${n.name}) port=${n.port} ;; \\\n`);
    return out;
  },

  'docker-compose.yml': (text, n) => {
    const file = 'docker-compose.yml';
    const gateway = indexOrFail(text, '\n  gateway:\n', file) + 1;
    const out = insertAt(text, gateway, composeService(n));
    return appendToBlock(
      out,
      '    depends_on:',
      composeGatewayDependency(n),
      file,
      out.indexOf('\n  gateway:\n'),
    );
  },

  'k8s/base/kustomization.yaml': (text, n) =>
    appendToBlock(text, 'resources:', `  - ${n.name}\n`, 'k8s/base/kustomization.yaml'),

  'k8s/overlays/local/kustomization.yaml': (text, n) => {
    const file = 'k8s/overlays/local/kustomization.yaml';
    return appendToBlock(
      appendToBlock(text, 'images:', localImage(n), file),
      'secretGenerator:',
      localSecret(n),
      file,
    );
  },

  'k8s/overlays/production/kustomization.yaml': (text, n) => {
    const file = 'k8s/overlays/production/kustomization.yaml';
    const tag = /^\s+newTag: (.+)$/m.exec(text)?.[1] ?? "'0.1.0'";
    return appendToBlock(
      appendToBlock(text, 'images:', productionImage(n, tag), file),
      'replicas:',
      productionReplicas(n),
      file,
    );
  },

  'k8s/overlays/production/pdb.yaml': (text, n) => withNewline(text) + disruptionBudget(n),

  'k8s/secret.example.yaml': (text, n) => withNewline(text) + secretExample(n),
};
