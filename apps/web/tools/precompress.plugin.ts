import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Text formats worth compressing. Media that is compressed already (images other than SVG, audio, video,
 * woff2 fonts) is left alone: brotli or gzip would not make it smaller, only cost CPU.
 */
export const COMPRESSIBLE_FILE = /\.(?:html?|m?js|css|svg|json|webmanifest|txt|xml|map|ico|wasm|ttf|otf)$/i;

/** The siblings the gateway serves instead of a file, by the request's Accept-Encoding (br preferred). */
export const ENCODED_SIBLINGS = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli at its highest quality and gzip at level 9: compressed once at build time, served many times. */
export async function compressVariants(content: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gz };
}

export interface PrecompressedFile {
  /** Path relative to the directory, with forward slashes. */
  file: string;
  bytes: number;
  /** Size of each sibling written; an encoding is missing when it would not have saved a byte. */
  br?: number;
  gzip?: number;
}

/**
 * Writes `<file>.br` and `<file>.gz` next to every compressible file under `dir` (recursively), skipping
 * an encoding where it would not make the file smaller. Existing `.br`/`.gz` files are never compressed
 * again. Used by the web build (below) and by the gateway's delivery spec for its own small dist folder.
 */
export async function precompressDirectory(dir: string): Promise<PrecompressedFile[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  return Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const variants = await compressVariants(content);
      const result: PrecompressedFile = {
        file: path.relative(dir, file).split(path.sep).join('/'),
        bytes: content.length,
      };
      for (const { encoding, extension } of ENCODED_SIBLINGS) {
        const compressed = variants[encoding];
        if (compressed.length >= content.length) continue;
        await writeFile(file + extension, compressed);
        result[encoding] = compressed.length;
      }
      return result;
    }),
  );
}

/**
 * Build plugin: once the bundle and the public files are written, every compressible file of the output
 * gets its brotli and gzip siblings (see precompressDirectory), which the gateway serves by Accept-Encoding.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'mpu-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const started = Date.now();
        const files = await precompressDirectory(outDir);
        const sum = (key: 'bytes' | 'br' | 'gzip') =>
          files.reduce((total, file) => total + (file[key] ?? file.bytes), 0);
        const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
        console.log(
          `Precompressed ${files.length} files in ${Date.now() - started} ms: ${kib(sum('bytes'))} → ` +
            `${kib(sum('br'))} brotli, ${kib(sum('gzip'))} gzip`,
        );
      },
    },
  };
}
