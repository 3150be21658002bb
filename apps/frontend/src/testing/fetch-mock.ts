/**
 * A stand-in for the server at the only seam tests replace: the global `fetch`. Routes are keyed
 * 'METHOD /path' (query ignored); every request is recorded with its headers and parsed body.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

export interface MockReply {
  status?: number;
  body?: unknown;
}

export type RouteHandler = MockReply | ((request: RecordedRequest) => MockReply | Promise<MockReply>);

export function problem(status: number, code: string, detail: string): MockReply {
  return { status, body: { type: 'about:blank', title: code, status, code, detail } };
}

function toResponse({ status = 200, body }: MockReply): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  const contentType = status >= 400 ? 'application/problem+json' : 'application/json';
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    text: async () => text,
  } as unknown as Response;
}

export function installFetch(routes: Record<string, RouteHandler>) {
  const calls: RecordedRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(request);
    const route = routes[`${request.method} ${request.path}`];
    if (!route) return toResponse(problem(404, 'not_found', `No mock for ${request.method} ${request.path}`));
    return toResponse(typeof route === 'function' ? await route(request) : route);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;

  return {
    calls,
    fetchMock,
    /** The requests made to one route, in order. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

/** A reply the test releases when it wants, to observe the in-between state. */
export function deferred() {
  let release!: (reply: MockReply) => void;
  const promise = new Promise<MockReply>((resolve) => {
    release = resolve;
  });
  return { handler: () => promise, release };
}
