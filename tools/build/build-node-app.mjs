// Bundles one Nest app into dist/apps/<app>/main.js. esbuild bundles our sources and libs (resolving the
// tsconfig path aliases) and leaves node_modules external; SWC compiles each TypeScript file because
// Nest's dependency injection needs decorator metadata, which esbuild does not emit.
import { build } from 'esbuild';
import { transform } from '@swc/core';
import { cpSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const app = process.argv[2];
if (!app) {
  console.error('usage: node tools/build/build-node-app.mjs <app>');
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '../..');

const swcDecorators = {
  name: 'swc-decorators',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const output = await transform(source, {
        filename: args.path,
        sourceMaps: 'inline',
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          target: 'es2022',
        },
        module: { type: 'es6' },
      });
      return { contents: output.code, loader: 'js', resolveDir: path.dirname(args.path) };
    });
  },
};

const started = Date.now();
await build({
  entryPoints: [path.join(root, 'apps', app, 'src/main.ts')],
  outfile: path.join(root, 'dist/apps', app, 'main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  sourcemap: true,
  tsconfig: path.join(root, 'tsconfig.base.json'),
  plugins: [swcDecorators],
  keepNames: true,
  logLevel: 'warning',
});
// The gateway serves the premium audio summaries of the knowledge library to subscribers (decision 0009).
if (app === 'gateway') {
  cpSync(path.join(root, 'libs/content/audio'), path.join(root, 'dist/apps/gateway/audio'), {
    recursive: true,
  });
}
console.log(`built ${app} in ${Date.now() - started} ms`);
