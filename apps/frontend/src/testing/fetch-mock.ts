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
  /**
   * A streamed body (Server-Sent Events) instead of JSON: the chunks, sent in order. An async
   * iterable lets a test hold the stream open between chunks (see sseStream).
   */
  stream?: readonly string[] | AsyncIterable<string>;
  /** Response headers besides Content-Type (a download's Content-Disposition). */
  headers?: Record<string, string>;
}

export type RouteHandler = MockReply | ((request: RecordedRequest) => MockReply | Promise<MockReply>);

export function problem(status: number, code: string, detail: string): MockReply {
  return { status, body: { type: 'about:blank', title: code, status, code, detail } };
}

/** An SSE frame as the server writes it. */
export function sseFrame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A stream the test feeds chunk by chunk (`push`) and closes (`end`). */
export function sseStream() {
  const queue: (string | null)[] = [];
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  async function* chunks(): AsyncGenerator<string> {
    for (;;) {
      while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      const next = queue.shift();
      if (next === null || next === undefined) return;
      yield next;
    }
  }
  return {
    chunks: chunks(),
    push: (event: string, data: unknown) => {
      queue.push(sseFrame(event, data));
      notify();
    },
    end: () => {
      queue.push(null);
      notify();
    },
  };
}

function streamBody(chunks: readonly string[] | AsyncIterable<string>) {
  const encoder = new TextEncoder();
  const iterator = (
    Symbol.asyncIterator in chunks
      ? chunks
      : (async function* () {
          yield* chunks;
        })()
  )[Symbol.asyncIterator]();
  return {
    getReader: () => ({
      read: async (): Promise<{ done: boolean; value?: Uint8Array }> => {
        const next = await iterator.next();
        return next.done ? { done: true } : { done: false, value: encoder.encode(next.value) };
      },
      cancel: async () => {
        await iterator.return?.();
      },
      releaseLock: () => undefined,
    }),
  };
}

function toResponse({ status = 200, body, stream, headers = {} }: MockReply): Response {
  if (stream) {
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: {
        get: (name: string) => (name.toLowerCase() === 'content-type' ? 'text/event-stream' : null),
      },
      body: streamBody(stream),
      text: async () => '',
    } as unknown as Response;
  }
  const text = body === undefined ? '' : JSON.stringify(body);
  const contentType = status >= 400 ? 'application/problem+json' : 'application/json';
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: {
      get: (name: string) =>
        name.toLowerCase() === 'content-type'
          ? contentType
          : (Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1] ?? null),
    },
    text: async () => text,
    // A file download: the body's text as a Blob (a string body is sent as it is, not as JSON).
    blob: async () => new Blob([typeof body === 'string' ? body : text]),
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
      // Multipart uploads are recorded as the FormData itself, for tests to read the files sent.
      body:
        typeof init.body === 'string'
          ? (JSON.parse(init.body) as unknown)
          : init.body instanceof FormData
            ? init.body
            : undefined,
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
