import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { sessionHintOf, SpaFallback, withSessionHint } from './spa-fallback';

const INDEX_HTML = `<!doctype html>\n<html lang="de"><head><title>MPU-Vorbereitung</title></head><body>${'<div id="root"></div>'.repeat(20)}</body></html>`;
const SIGNED_OUT_HTML = INDEX_HTML.replace('<html lang="de">', '<html data-session="none" lang="de">');
const WITH_COOKIE_HTML = INDEX_HTML.replace('<html lang="de">', '<html data-session="cookie" lang="de">');

describe('session hint', () => {
  it.each([
    [undefined, 'none'],
    ['', 'none'],
    ['theme=dark', 'none'],
    ['mpu_sid=', 'none'],
    ['xmpu_sid=abc', 'none'],
    ['mpu_sid=s%3Aabc.def', 'cookie'],
    ['theme=dark; mpu_sid=s%3Aabc.def', 'cookie'],
    ['theme=dark;mpu_sid=abc', 'cookie'],
  ])('cookie header %j → %s', (header, hint) => {
    expect(sessionHintOf(header)).toBe(hint);
  });

  it('goes into the html tag', () => {
    expect(withSessionHint('<!doctype html>\n<html lang="de"><body></body></html>', 'none')).toBe(
      '<!doctype html>\n<html data-session="none" lang="de"><body></body></html>',
    );
  });
});

describe('SpaFallback', () => {
  let dir: string;
  let server: FastifyInstance;

  const serve = async () => {
    const spa = new SpaFallback(dir);
    server = Fastify();
    server.get('/*', (_request, reply) => spa.send(reply));
    await server.ready();
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'mpu-spa-'));
    writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  });

  afterEach(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends index.html compressed by Accept-Encoding, with Vary', async () => {
    await serve();
    const br = await server.inject({ url: '/info', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      vary: 'accept-encoding, cookie',
      'content-length': String(br.rawPayload.length),
    });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SIGNED_OUT_HTML);

    const gzip = await server.inject({ url: '/info', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SIGNED_OUT_HTML);

    const identity = await server.inject({ url: '/info' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toBe('accept-encoding, cookie');
    expect(identity.payload).toBe(SIGNED_OUT_HTML);
  });

  it('tells the app whether the request carried a session cookie', async () => {
    await serve();
    const answer = await server.inject({
      url: '/coach',
      headers: { 'accept-encoding': 'br', cookie: 'mpu_sid=s%3Aabc.def' },
    });
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(WITH_COOKIE_HTML);
  });

  it('sends the page itself when an encoding would not save bytes', async () => {
    writeFileSync(path.join(dir, 'index.html'), 'x');
    await serve();
    const answer = await server.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.payload).toBe('x');
  });
});
