import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../session/session.types';
import { negotiateEncoding, type PrecompressedEncoding } from './content-encoding';

/**
 * What the page tells the web app about the session before it asks GET /api/user, as
 * `<html data-session="…">`: `none` — the request carried no session cookie, so nobody is signed in and
 * the app shows the signed-out entry at once; `cookie` — it did, so the app starts loading the signed-in
 * screens while it checks the session.
 */
export type SessionHint = 'none' | 'cookie';

const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=[^;\\s]`);

export function sessionHintOf(cookieHeader: string | undefined): SessionHint {
  return cookieHeader && SESSION_COOKIE_PATTERN.test(cookieHeader) ? 'cookie' : 'none';
}

interface Variant {
  identity: Buffer;
  encoded: Partial<Record<PrecompressedEncoding, Buffer>>;
  available: PrecompressedEncoding[];
}

/** The page with its hint, and brotli/gzip of it with the build's settings (where they save bytes). */
function variantOf(html: string): Variant {
  const identity = Buffer.from(html);
  const candidates: Record<PrecompressedEncoding, Buffer> = {
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }),
  };
  const encoded: Variant['encoded'] = {};
  for (const [encoding, body] of Object.entries(candidates) as [PrecompressedEncoding, Buffer][]) {
    if (body.length < identity.length) encoded[encoding] = body;
  }
  return { identity, encoded, available: Object.keys(encoded) as PrecompressedEncoding[] };
}

/** `<html …>` with `data-session` added; the page as it is when it has no html tag. */
export function withSessionHint(html: string, hint: SessionHint): string {
  return html.replace(/<html\b/i, `<html data-session="${hint}"`);
}

/**
 * Serves index.html for client-side routes (any GET that is not /api and wants HTML), from memory:
 * with the session hint of the request, brotli or gzip by Accept-Encoding (compressed once at start),
 * `Vary: Accept-Encoding, Cookie` and no-cache.
 */
export class SpaFallback {
  private readonly variants: Record<SessionHint, Variant>;

  constructor(webDistDir: string) {
    const html = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
    this.variants = {
      none: variantOf(withSessionHint(html, 'none')),
      cookie: variantOf(withSessionHint(html, 'cookie')),
    };
  }

  accepts(request: FastifyRequest): boolean {
    return (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !path.extname(request.url.split('?')[0] ?? '')
    );
  }

  send(reply: FastifyReply): void {
    const { headers } = reply.request;
    const variant = this.variants[sessionHintOf(headers.cookie)];
    const encoding = negotiateEncoding(headers['accept-encoding'], variant.available);
    const body = (encoding && variant.encoded[encoding]) || variant.identity;
    if (encoding) void reply.header('content-encoding', encoding);
    void reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, cookie')
      .header('content-length', body.length)
      .send(body);
  }
}
