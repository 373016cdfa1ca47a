import { gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

interface SizeBudgetOptions {
  label: string;
  /** A module of the measured screen; its chunk counts, whether it is the entry chunk or a lazy one. */
  screenModule: string;
  /** Modules the screen loads later (e.g. on the first interaction); reported separately and in the total. */
  deferredModules: string[];
  /** Limit for what the screen loads up front (entry and screen chunks), in KiB (1024 bytes) of gzip. */
  limitKiB: number;
}

type Chunk = Rolldown.OutputChunk;

/**
 * Prints the gzipped JS a screen needs — the HTML entry chunk, the chunk holding the screen, chunks it
 * loads later, and everything those import statically — and fails the build when what it loads up front
 * exceeds the limit.
 */
export function sizeBudget({ label, screenModule, deferredModules, limitKiB }: SizeBudgetOptions): Plugin {
  return {
    name: 'mpu-size-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Chunk>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      }
      const holding = (suffix: string) => {
        const found = [...chunks.values()].filter((chunk) =>
          chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(suffix)),
        );
        if (found.length === 0) this.error(`${label}: no chunk contains ${suffix}`);
        return found;
      };

      const counted = new Set<string>();
      const collect = (roots: Chunk[]) => {
        const added: string[] = [];
        const visit = (fileName: string) => {
          if (counted.has(fileName)) return;
          counted.add(fileName);
          added.push(fileName);
          chunks.get(fileName)?.imports.forEach(visit);
        };
        roots.forEach((chunk) => visit(chunk.fileName));
        return added;
      };

      const gzip = (fileName: string) => gzipSync(chunks.get(fileName)?.code ?? '').length;
      const report = (title: string, fileNames: string[]) => {
        const bytes = fileNames.map(gzip);
        fileNames.forEach((fileName, i) =>
          console.log(
            `  ${title.padEnd(9)} ${fileName.padEnd(44)} ${(bytes[i] / 1024).toFixed(2).padStart(7)} KiB gzip`,
          ),
        );
        return bytes.reduce((sum, size) => sum + size, 0);
      };

      console.log('');
      const initial = report(
        'initial',
        collect([...[...chunks.values()].filter((chunk) => chunk.isEntry), ...holding(screenModule)]),
      );
      const deferred = report('deferred', collect(deferredModules.flatMap(holding)));
      const kib = (bytes: number) => `${(bytes / 1024).toFixed(2)} KiB (${bytes} B)`;
      const summary =
        `${label}: initial ${kib(initial)} + deferred ${kib(deferred)} = ${kib(initial + deferred)} gzipped JS ` +
        `(limit for the initial load: ${limitKiB} KiB)`;
      console.log(`${summary}\n`);
      if (initial > limitKiB * 1024) this.error(summary);
    },
  };
}
