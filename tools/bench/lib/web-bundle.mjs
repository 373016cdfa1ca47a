// What the built web app (dist/apps/web) makes a signed-out visitor download up front, in gzipped JS.
//
// Mirrors apps/web/tools/size-budget.plugin.ts, which computes the same figure at build time from
// Rolldown's chunk graph: start from the HTML entry (plus the entry screen's chunk) and add every chunk
// reachable through static imports, then gzip each chunk with zlib's defaults and sum. The plugin cannot
// be imported here (it is TypeScript and needs the in-memory bundle), so this reads the files on disk:
// the entry is index.html's module script plus its modulepreload links, and the static imports are read
// from each chunk's top-level `import … from` / `import "…"` / `export … from` statements — dynamic
// `import()` calls are what route code-splitting defers, so they are not followed. The signed-out screen
// (src/features/auth/entry-page.tsx) is bundled into the entry chunk, so the two starts coincide.
// The files on disk are what browsers download; they come out about 0.2 KiB above the plugin's figure
// because Vite rewrites the entry chunk (its preload dependency list) after the plugins' generateBundle.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * `src`/`href` of `<script type="module" src>` and `<link rel="modulepreload" href>` tags, in order
 * (and of `<link rel="stylesheet" href>` too with `{ stylesheets: true }`).
 */
export function entryUrls(html, { stylesheets = false } = {}) {
  const urls = [];
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const attr = (name) => tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];
    const isModuleScript = /^<script/i.test(tag) && attr('type') === 'module' && attr('src');
    const isPreload = /^<link/i.test(tag) && attr('rel') === 'modulepreload' && attr('href');
    const isStylesheet = stylesheets && /^<link/i.test(tag) && attr('rel') === 'stylesheet' && attr('href');
    if (isModuleScript) urls.push(attr('src'));
    else if (isPreload || isStylesheet) urls.push(attr('href'));
  }
  return urls;
}

/** Relative specifiers of the static imports and re-exports of one ES module. */
export function staticImports(parseAst, code) {
  return parseAst(code)
    .body.filter(
      (node) =>
        node.source && /^(ImportDeclaration|ExportNamedDeclaration|ExportAllDeclaration)$/.test(node.type),
    )
    .map((node) => node.source.value)
    .filter((specifier) => specifier.startsWith('.') || specifier.startsWith('/'));
}

/**
 * @param {string} distDir  the web app's build output (with index.html)
 * @returns {Promise<{ initial: {file: string, bytes: number, gzipBytes: number}[], initialGzipBytes: number,
 *             jsChunks: number, allJsGzipBytes: number }>}
 */
export async function analyzeWebBundle(distDir) {
  // Vite's own parser (a direct dependency), loaded only when this scenario runs.
  const { parseAst } = await import('vite');
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  // Absolute URLs are relative to the site root (= distDir); relative ones to the importing file.
  const resolve = (specifier, fromFile) =>
    specifier.startsWith('/')
      ? path.join(distDir, specifier)
      : path.resolve(path.dirname(fromFile), specifier);

  const seen = new Map();
  const visit = (file) => {
    if (seen.has(file) || !file.endsWith('.js')) return;
    const code = readFileSync(file);
    seen.set(file, {
      file: path.relative(distDir, file),
      bytes: code.length,
      gzipBytes: gzipSync(code).length,
    });
    for (const specifier of staticImports(parseAst, code.toString('utf8'))) visit(resolve(specifier, file));
  };
  for (const url of entryUrls(html)) visit(resolve(url.split('?')[0], path.join(distDir, 'index.html')));
  if (seen.size === 0) throw new Error(`${distDir}/index.html loads no module script`);

  const jsFiles = listJs(distDir);
  const initial = [...seen.values()];
  return {
    initial,
    initialGzipBytes: initial.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    jsChunks: jsFiles.length,
    allJsGzipBytes: jsFiles.reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0),
  };
}

function listJs(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}
