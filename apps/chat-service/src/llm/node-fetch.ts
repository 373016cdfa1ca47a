import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';

/**
 * A `fetch` for the OpenAI SDK (its documented `fetch` option) built on node:http with keep-alive agents.
 *
 * Why: with Node's built-in fetch (undici + web streams) one chat completion cost the service several
 * times the CPU of the rest of a chat turn; the bench target (≥ 2,000 turns/s on 2 cores) needs the
 * transport to be cheap. Only what the SDK uses is implemented: string/byte bodies, abort signals, and a
 * response with `ok`, `status`, `headers.get/entries`, `json()`, `text()` and `body`. A JSON answer is
 * buffered and parsed directly; an event stream is handed over as a web ReadableStream. Requests with any
 * other body (the multipart upload of transcriptions) go through the global fetch unchanged.
 */

const httpAgent = new http.Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 30_000 });
const httpsAgent = new https.Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 30_000 });

class NodeResponseHeaders {
  constructor(private readonly raw: http.IncomingHttpHeaders) {}

  get(name: string): string | null {
    const value = this.raw[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : value;
  }

  has(name: string): boolean {
    return this.raw[name.toLowerCase()] !== undefined;
  }

  *entries(): IterableIterator<[string, string]> {
    for (const name of Object.keys(this.raw)) {
      const value = this.get(name);
      if (value !== null) yield [name, value];
    }
  }

  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.entries();
  }

  forEach(callback: (value: string, name: string) => void): void {
    for (const [name, value] of this.entries()) callback(value, name);
  }
}

class NodeResponse {
  readonly ok: boolean;
  readonly status: number;
  readonly statusText: string;
  readonly headers: NodeResponseHeaders;
  readonly redirected = false;
  readonly type = 'basic';
  private streamBody: ReadableStream<Uint8Array> | null;
  private bodyUsed = false;

  constructor(
    readonly url: string,
    message: http.IncomingMessage,
    private readonly buffered: Buffer | null,
  ) {
    this.status = message.statusCode ?? 0;
    this.ok = this.status >= 200 && this.status < 300;
    this.statusText = message.statusMessage ?? '';
    this.headers = new NodeResponseHeaders(message.headers);
    this.streamBody = buffered === null ? (Readable.toWeb(message) as ReadableStream<Uint8Array>) : null;
  }

  get body(): ReadableStream<Uint8Array> | null {
    if (this.streamBody === null && this.buffered !== null) {
      const bytes = this.buffered;
      this.streamBody = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array(bytes));
          controller.close();
        },
      });
    }
    return this.streamBody;
  }

  async text(): Promise<string> {
    if (this.bodyUsed) throw new TypeError('Body has already been used');
    this.bodyUsed = true;
    if (this.buffered !== null) return this.buffered.toString('utf8');
    return new Response(this.streamBody).text();
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    const text = await this.text();
    return new TextEncoder().encode(text).buffer as ArrayBuffer;
  }
}

function abortError(): Error {
  return new DOMException('This operation was aborted', 'AbortError');
}

function headerRecord(headers: RequestInit['headers']): Record<string, string> {
  const record: Record<string, string> = {};
  if (!headers) return record;
  if (headers instanceof Headers) {
    headers.forEach((value, name) => (record[name] = value));
  } else if (Array.isArray(headers)) {
    for (const [name, value] of headers) if (name !== undefined && value !== undefined) record[name] = value;
  } else {
    Object.assign(record, headers);
  }
  return record;
}

export function nodeFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  const body = init.body;
  const simpleBody =
    body === undefined || body === null || typeof body === 'string' || body instanceof Uint8Array;
  if (input instanceof Request || !simpleBody) return fetch(input, init);
  const url = typeof input === 'string' ? new URL(input) : input;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fetch(input, init);

  const signal = init.signal ?? undefined;
  if (signal?.aborted) return Promise.reject(abortError());
  const transport = url.protocol === 'https:' ? https : http;
  const headers = headerRecord(init.headers);
  if (body !== undefined && body !== null) headers['content-length'] = String(Buffer.byteLength(body));

  return new Promise<Response>((resolve, reject) => {
    const request = transport.request(
      url,
      {
        method: init.method ?? 'GET',
        headers,
        agent: url.protocol === 'https:' ? httpsAgent : httpAgent,
      },
      (message) => {
        const contentType = String(message.headers['content-type'] ?? '');
        if (contentType.includes('text/event-stream')) {
          resolve(new NodeResponse(url.href, message, null) as unknown as Response);
          return;
        }
        const chunks: Buffer[] = [];
        message.on('data', (chunk: Buffer) => chunks.push(chunk));
        message.once('end', () => {
          signal?.removeEventListener('abort', onAbort);
          resolve(new NodeResponse(url.href, message, Buffer.concat(chunks)) as unknown as Response);
        });
        message.once('error', reject);
        message.once('aborted', () => reject(abortError()));
      },
    );
    const onAbort = () => {
      request.destroy(abortError());
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    request.once('error', (error) => {
      signal?.removeEventListener('abort', onAbort);
      reject(error);
    });
    request.end(body ?? undefined);
  });
}
