// What the running gateway sends a browser for the signed-out entry: GET / (index.html), then the module
// script, modulepreload and stylesheet links it names, then the static imports of every JS file, each
// requested like a browser does (`Accept-Encoding: br, gzip`). node:http does not decompress, so the
// counted bytes are the bytes on the wire: the status line and headers plus the body as sent.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { entryUrls, staticImports } from './web-bundle.mjs';

export const BROWSER_ACCEPT_ENCODING = 'br, gzip';

/**
 * @typedef {object} WireFile
 * @property {string} path          URL path as requested
 * @property {number} status
 * @property {string} encoding      Content-Encoding ('identity' when none)
 * @property {string | null} vary
 * @property {string | null} cacheControl
 * @property {number} headerBytes   status line and headers
 * @property {number} bodyBytes     body as sent
 * @property {number} wireBytes     headerBytes + bodyBytes
 * @property {number} bytes         body after decoding
 * @property {number} gzipBytes     gzip (zlib defaults) of the decoded body, for comparison with the web-bundle figure
 */

/** One GET with raw bytes; resolves with the decoded body too. */
export function rawGet(baseUrl, urlPath, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      new URL(urlPath, baseUrl),
      { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...headers }, agent: false },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'] ?? 'identity';
          const decoded =
            encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
          let headerBytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length + 2;
          for (let i = 0; i < response.rawHeaders.length; i += 2) {
            headerBytes += Buffer.byteLength(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`);
          }
          resolve({
            path: urlPath,
            status: response.statusCode,
            encoding,
            vary: response.headers.vary ?? null,
            cacheControl: response.headers['cache-control'] ?? null,
            contentType: response.headers['content-type'] ?? null,
            headerBytes,
            bodyBytes: body.length,
            wireBytes: headerBytes + body.length,
            bytes: decoded.length,
            gzipBytes: gzipSync(decoded).length,
            decoded,
          });
        });
      },
    );
    request.on('error', reject);
  });
}

/**
 * @param {string} baseUrl  the running gateway
 * @returns {Promise<{ files: WireFile[], wireBytes: number, bytes: number, jsWireBytes: number,
 *                     jsGzipBytes: number }>}
 */
export async function measureEntryOnTheWire(baseUrl) {
  const { parseAst } = await import('vite');
  const files = new Map();
  const fetchOnce = async (urlPath) => {
    if (files.has(urlPath)) return null;
    files.set(urlPath, null);
    const file = await rawGet(baseUrl, urlPath);
    if (file.status !== 200) throw new Error(`GET ${urlPath}: HTTP ${file.status}`);
    files.set(urlPath, file);
    return file;
  };
  const visitJs = async (urlPath) => {
    const file = await fetchOnce(urlPath);
    if (!file) return;
    for (const specifier of staticImports(parseAst, file.decoded.toString('utf8'))) {
      await visitJs(new URL(specifier, new URL(urlPath, baseUrl)).pathname);
    }
  };

  const html = await fetchOnce('/');
  for (const url of entryUrls(html.decoded.toString('utf8'), { stylesheets: true })) {
    const urlPath = new URL(url, baseUrl).pathname;
    if (urlPath.endsWith('.js')) await visitJs(urlPath);
    else await fetchOnce(urlPath);
  }
  const list = [...files.values()].map(({ decoded: _decoded, ...file }) => file);
  const sum = (items, key) => items.reduce((total, item) => total + item[key], 0);
  const js = list.filter((file) => file.path.endsWith('.js'));
  return {
    files: list,
    wireBytes: sum(list, 'wireBytes'),
    bytes: sum(list, 'bytes'),
    jsWireBytes: sum(js, 'wireBytes'),
    jsGzipBytes: sum(js, 'gzipBytes'),
  };
}
