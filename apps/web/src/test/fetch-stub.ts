/** A canned answer of the gateway, a network failure, or a ready Response (streams, other content types). */
export type Reply = { status: number; body?: unknown } | 'network-error' | Response;
type Route = Reply | ((request: Request) => Reply | Promise<Reply>);

/** Routes keyed by 'METHOD /path', e.g. 'GET /api/user'. */
export type Routes = Record<string, Route>;

export interface FetchStub {
  /** 'METHOD /path' of every request, in order. */
  calls: string[];
  requests: Request[];
}

/** Replaces the global fetch (the network boundary); unknown routes answer 404 like the gateway. */
export function stubFetch(routes: Routes): FetchStub {
  const stub: FetchStub = { calls: [], requests: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const key = `${request.method} ${new URL(request.url).pathname}`;
      stub.calls.push(key);
      stub.requests.push(request.clone());
      const route = routes[key] ?? { status: 404, body: { message: 'Nicht gefunden.' } };
      const reply = typeof route === 'function' ? await route(request) : route;
      if (reply === 'network-error') throw new TypeError('Failed to fetch');
      if (reply instanceof Response) return reply;
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return stub;
}

/** A reply that never arrives, for loading states. */
export function never(): Promise<Reply> {
  return new Promise<Reply>(() => undefined);
}
