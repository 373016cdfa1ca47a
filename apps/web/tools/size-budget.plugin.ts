import { gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

interface SizeBudgetOptions {
  label: string;
  /** A module of the measured screen; its chunk counts, whether it is the entry chunk or a lazy one. */
  screenModule: string;
  /** Limit for what the screen loads up front (entry and screen chunks), in KiB (1024 bytes) of gzip. */
  limitKiB: number;
}

type Chunk = Rolldown.OutputChunk;

/**
 * Prints the gzipped JS a screen needs — the HTML entry chunk, the chunk holding the screen and everything
 * those import statically — and fails the build when it exceeds the limit. Lazy chunks (`import()`) load
 * later and do not count.
 */
export function sizeBudget({ label, screenModule, limitKiB }: SizeBudgetOptions): Plugin {
  let production = true;
  return {
    name: 'mpu-size-budget',
    apply: 'build',
    configResolved(config) {
      production = config.isProduction;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Chunk>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      }
      const holdsScreen = (chunk: Chunk) =>
        chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(screenModule));
      const screenChunks = [...chunks.values()].filter(holdsScreen);
      if (screenChunks.length === 0) this.error(`${label}: no chunk contains ${screenModule}`);
      const roots = [...[...chunks.values()].filter((chunk) => chunk.isEntry), ...screenChunks];

      const counted: string[] = [];
      const visit = (fileName: string) => {
        if (counted.includes(fileName)) return;
        counted.push(fileName);
        chunks.get(fileName)?.imports.forEach(visit);
      };
      roots.forEach((chunk) => visit(chunk.fileName));

      console.log('');
      let total = 0;
      for (const fileName of counted) {
        const bytes = gzipSync(chunks.get(fileName)?.code ?? '').length;
        total += bytes;
        console.log(`  ${fileName.padEnd(44)} ${(bytes / 1024).toFixed(2).padStart(7)} KiB gzip`);
      }
      const summary =
        `${label}: ${(total / 1024).toFixed(2)} KiB (${total} B) gzipped JS up front ` +
        `(limit ${limitKiB} KiB)` +
        // NODE_ENV=development (e.g. from a root .env) makes Vite build React's development bundle.
        (production
          ? ''
          : ' — NOT a production build (NODE_ENV is not "production"), sizes are not representative');
      console.log(`${summary}\n`);
      if (total > limitKiB * 1024) this.error(summary);
    },
  };
}
