import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ENCODING_EXTENSIONS } from './content-encoding';

type StaticOptions = Parameters<NestFastifyApplication['useStaticAssets']>[0];

/** Vite puts every file with a content hash in its name under /assets: those never change. */
const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Everything else (favicon, public/ files) may change under the same name: revalidate each time. */
const REVALIDATE_CACHE_CONTROL = 'no-cache';

export function cacheControlFor(filePath: string): string {
  return filePath.includes(`${path.sep}assets${path.sep}`)
    ? IMMUTABLE_CACHE_CONTROL
    : REVALIDATE_CACHE_CONTROL;
}

/**
 * @fastify/static (v10) options for the built web app. `preCompressed` serves the build's `.br`/`.gz`
 * sibling of a file by Accept-Encoding (brotli before gzip at equal weight, the file itself when no
 * sibling fits or none exists, e.g. for the ogg audio, whose byte ranges then work as before) with
 * Content-Encoding, the original file's Content-Type, the sibling's Content-Length and
 * `Vary: accept-encoding` on every file answer. With `wildcard: false` a route exists per file found
 * at start; the siblings get none of their own (`globIgnore`), so only their original's URL reaches them,
 * and unknown paths still end in the 404 handling (SPA fallback for pages).
 */
export function staticAssetOptions(root: string): StaticOptions {
  const options: StaticOptions & { globIgnore: string[] } = {
    root,
    prefix: '/',
    index: false,
    wildcard: false,
    preCompressed: true,
    globIgnore: Object.values(ENCODING_EXTENSIONS).map((extension) => `**/*${extension}`),
    // @fastify/static 10 hands over the Fastify reply (Nest's option type still names a raw response).
    setHeaders: (reply: unknown, filePath: string) => {
      (reply as FastifyReply).header('cache-control', cacheControlFor(filePath));
    },
  };
  return options;
}
