import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestSystem, SYSTEM_START_TIMEOUT_MS, type TestSystem } from '@mpu/server-kit/testing';
import { withSessionHint } from '../web/spa-fallback';

/**
 * The web build's own compressor (apps/web/tools/precompress.plugin.ts), so this dist folder gets exactly
 * the siblings a real build writes. Required by path like tools/system in the test harness: the gateway
 * never imports the web app's build tooling.
 */
const { precompressDirectory } = require(
  path.resolve(__dirname, '../../../web/tools/precompress.plugin.ts'),
) as { precompressDirectory(dir: string): Promise<{ file: string; br?: number; gzip?: number }[]> };

const JS = '/assets/index-C0ffee12.js';
const CSS = '/assets/index-Dea1beef.css';
const AUDIO = '/audio/info.ogg';

function makeDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mpu-web-delivery-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'audio'));
  const write = (file: string, content: string | Buffer) => writeFileSync(path.join(dir, file), content);
  write(
    'index.html',
    `<!doctype html>\n<html lang="de">\n  <head>\n    <meta charset="UTF-8" />\n    <title>MPU-Vorbereitung</title>\n` +
      `    <script type="module" crossorigin src="${JS}"></script>\n` +
      `    <link rel="stylesheet" crossorigin href="${CSS}">\n  </head>\n` +
      `  <body>\n    <noscript>Bitte aktiviere JavaScript, um die MPU-Vorbereitung zu nutzen.</noscript>\n` +
      `    <div id="root"></div>\n  </body>\n</html>\n`,
  );
  const functions = Array.from(
    { length: 200 },
    (_, index) => `export function step${index}(value){return value.map((item)=>item*${index}+1);}`,
  );
  write(JS.slice(1), functions.join('\n'));
  write(
    CSS.slice(1),
    Array.from({ length: 120 }, (_, index) => `.card-${index}{margin:${index}px;padding:4px 8px}`).join('\n'),
  );
  write(
    'favicon.svg',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${'<rect width="4" height="4"/>'.repeat(8)}</svg>`,
  );
  // Already compressed media: no siblings, byte ranges for seeking.
  write(AUDIO.slice(1), randomBytes(64 * 1024));
  return dir;
}

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** node:http, which — unlike fetch — hands over the body exactly as it came over the wire. */
function request(
  urlPath: string,
  headers: Record<string, string> = {},
  method: 'GET' | 'HEAD' = 'GET',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(urlPath, system.baseUrl), { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const varyAcceptEncoding = (answer: RawAnswer) =>
  String(answer.headers.vary ?? '')
    .toLowerCase()
    .split(',')
    .map((token) => token.trim())
    .includes('accept-encoding');

let system: TestSystem;
let dist: string;
const original = (urlPath: string) => readFileSync(path.join(dist, urlPath));

beforeAll(async () => {
  dist = makeDist();
  const written = await precompressDirectory(dist);
  // The audio file is left alone; every text file got both siblings.
  expect(written.map((file) => file.file).sort()).toEqual(
    ['assets/index-C0ffee12.js', 'assets/index-Dea1beef.css', 'favicon.svg', 'index.html'].sort(),
  );
  system = await startTestSystem({
    database: 'mpu_it_delivery',
    redisIndex: 6,
    env: { WEB_DIST_DIR: dist },
  });
}, SYSTEM_START_TIMEOUT_MS);

afterAll(async () => {
  await system?.teardown();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

describe('static files of the web app', () => {
  it('sends the brotli sibling to a browser that accepts br and gzip, cached for a year', async () => {
    const answer = await request(JS, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(Number(answer.headers['content-length'])).toBe(statSync(path.join(dist, `${JS}.br`)).size);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varyAcceptEncoding(answer)).toBe(true);
    expect(answer.body.length).toBeLessThan(original(JS).length / 4);
    expect(brotliDecompressSync(answer.body).equals(original(JS))).toBe(true);
  });

  it('sends the gzip sibling when brotli is not accepted or weighs less', async () => {
    for (const acceptEncoding of ['gzip', 'gzip, br;q=0', 'br;q=0.2, gzip;q=0.8']) {
      const answer = await request(CSS, { 'accept-encoding': acceptEncoding });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers['content-type']).toMatch(/^text\/css/);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(varyAcceptEncoding(answer)).toBe(true);
      expect(gunzipSync(answer.body).equals(original(CSS))).toBe(true);
    }
  });

  it('sends the file itself, still with Vary, when the client accepts no encoding we have', async () => {
    const variants: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'zstd' },
    ];
    for (const headers of variants) {
      const answer = await request(JS, headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(Number(answer.headers['content-length'])).toBe(original(JS).length);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(varyAcceptEncoding(answer)).toBe(true);
      expect(answer.body.equals(original(JS))).toBe(true);
    }
  });

  it('answers HEAD with the headers of the chosen sibling and no body', async () => {
    const answer = await request(JS, { 'accept-encoding': 'br, gzip' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBe(statSync(path.join(dist, `${JS}.br`)).size);
    expect(answer.body.length).toBe(0);
  });

  it('compresses files outside /assets too, which are revalidated instead of cached', async () => {
    const answer = await request('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(answer.body).equals(original('/favicon.svg'))).toBe(true);
  });

  it('sends audio as it is, with byte ranges', async () => {
    const whole = await request(AUDIO, { 'accept-encoding': 'br, gzip' });
    expect(whole.status).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.body.equals(original(AUDIO))).toBe(true);

    const range = await request(AUDIO, { 'accept-encoding': 'identity;q=1, *;q=0', range: 'bytes=100-199' });
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.headers['content-range']).toBe(`bytes 100-199/${original(AUDIO).length}`);
    expect(range.body.equals(original(AUDIO).subarray(100, 200))).toBe(true);
  });

  it('keeps unknown files and the siblings themselves at 404', async () => {
    expect((await request('/assets/index-00000000.js', { 'accept-encoding': 'br' })).status).toBe(404);
    expect((await request(`${JS}.br`)).status).toBe(404);
    expect((await request(`${JS}.gz`)).status).toBe(404);
  });
});

describe('the SPA fallback (index.html for client-side routes)', () => {
  it.each(['/', '/info', '/coach?mode=1'])('sends %s compressed by Accept-Encoding', async (page) => {
    const index = Buffer.from(withSessionHint(original('/index.html').toString('utf8'), 'none'));
    const br = await request(page, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(varyAcceptEncoding(br)).toBe(true);
    expect(brotliDecompressSync(br.body).equals(index)).toBe(true);

    const gzip = await request(page, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(index)).toBe(true);

    const identity = await request(page);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(varyAcceptEncoding(identity)).toBe(true);
    expect(identity.body.equals(index)).toBe(true);
  });

  it('tells the app whether the request carried a session cookie, and varies by it', async () => {
    const answer = await request('/info', { 'accept-encoding': 'br', cookie: 'mpu_sid=s%3Aexpired.sig' });
    expect(String(answer.headers.vary)).toMatch(/cookie/i);
    expect(brotliDecompressSync(answer.body).toString('utf8')).toContain(
      '<html data-session="cookie" lang="de">',
    );
  });

  it('answers HEAD without a body', async () => {
    const answer = await request('/info', { 'accept-encoding': 'br' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.length).toBe(0);
  });

  it('leaves API answers alone', async () => {
    const answer = await request('/api/user', { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(401);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString('utf8'))).toHaveProperty('message');
  });
});
