// Plans a new service (every new file and every edit, in memory), then writes it all and formats it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { appFiles } from './app-files.mjs';
import { k8sBaseFiles } from './deploy-files.mjs';
import { EDITS, OPTIONAL_FILES } from './edits.mjs';
import { serviceNames } from './names.mjs';

/** The registry as it is on disk now (not a copy cached by an earlier require). */
function loadRegistry(root) {
  const file = path.join(root, 'tools/app-registry.cjs');
  const require = createRequire(file);
  delete require.cache[require.resolve(file)];
  return require(file);
}

/**
 * @param {string} root repo root
 * @param {{ name: string, port?: number, schema?: string, now?: number }} options
 * @returns {{ names: ReturnType<typeof serviceNames>, files: Record<string, string> }} every file to
 *   write (new and edited), relative to `root`
 */
export function planService(root, { name, port, schema, now = Date.now() }) {
  const registry = loadRegistry(root);
  const ports = registry.SYSTEM_APPS.map((app) => app.port);
  const names = serviceNames(name, { port: port ?? Math.max(...ports) + 1, schema });
  const clash = registry.APPS.find(
    (app) =>
      app.name === name ||
      (app.port && app.port === names.port) ||
      (app.schema && app.schema === names.schema),
  );
  if (clash) throw new Error(`${clash.name} in tools/app-registry.cjs already has that name, port or schema`);
  if (existsSync(path.join(root, 'apps', name))) throw new Error(`apps/${name} exists already`);
  if (existsSync(path.join(root, 'k8s/base', name))) throw new Error(`k8s/base/${name} exists already`);

  const files = { ...appFiles(names, now), ...k8sBaseFiles(names) };
  for (const [file, edit] of Object.entries(EDITS)) {
    if (OPTIONAL_FILES.has(file) && !existsSync(path.join(root, file))) continue;
    files[file] = edit(readFileSync(path.join(root, file), 'utf8'), names);
  }
  return { names, files };
}

/** Formats with the repo's prettier settings where prettier knows the file type. */
async function format(root, file, text) {
  let prettier;
  try {
    prettier = await import('prettier');
  } catch {
    return text;
  }
  const filepath = path.join(root, file);
  const info = await prettier.getFileInfo(filepath);
  if (info.ignored || !info.inferredParser) return text;
  const options = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(text, { ...options, filepath });
}

/** Writes the plan; returns the files written, relative to `root`. */
export async function writeService(root, { files }) {
  const formatted = {};
  for (const [file, text] of Object.entries(files)) formatted[file] = await format(root, file, text);
  for (const [file, text] of Object.entries(formatted)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return Object.keys(formatted);
}
