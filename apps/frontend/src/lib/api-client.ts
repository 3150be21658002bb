import type { MIN_POSITION_HEADER as ContractHeader } from '@buildmentor/contracts';
import { ApiError, toApiError } from './api-error';

export { ApiError } from './api-error';

/**
 * The header name is fixed by contracts; it is restated here (type-checked against the contract)
 * so the landing bundle does not pull in the contracts' zod schemas for one string.
 */
const MIN_POSITION_HEADER: typeof ContractHeader = 'X-Min-Position';

export type QueryParams = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  query?: QueryParams;
  signal?: AbortSignal;
  /** Send without the bearer token (signing in must not depend on a token it replaces). */
  anonymous?: boolean;
  /** Let the request finish after the page is gone (telemetry sent as the visitor leaves). */
  keepalive?: boolean;
}

type UnauthorizedHandler = (rejectedToken: string) => void;

/**
 * The one HTTP client of the app. It carries the session's bearer token and gives the read side
 * read-your-writes: every command answers with the log `position` of its last event, the client
 * keeps the highest one seen and sends it as X-Min-Position on later GETs, so the server waits
 * until its read models include the user's own action before answering.
 */
export class ApiClient {
  private token: string | null = null;
  private minPosition = 0;
  private readonly unauthorizedHandlers = new Set<UnauthorizedHandler>();
  private rejectedToken: string | null = null;

  constructor(private readonly baseUrl = '/api') {}

  setToken(token: string | null): void {
    // A rejection is remembered only while the rejected token stays in use (see onUnauthorized).
    if (token !== this.token) this.rejectedToken = null;
    this.token = token;
  }

  getToken(): string | null {
    return this.token;
  }

  /** The highest command position seen so far (0 before any command). */
  getMinPosition(): number {
    return this.minPosition;
  }

  /**
   * Called when the server rejects the token a request carried; returns an unsubscribe. A
   * rejection of the token still in use that came before (a read the router started as the page
   * loaded, before the session's owner subscribed) is told at once, so it is never missed.
   */
  onUnauthorized(handler: UnauthorizedHandler): () => void {
    this.unauthorizedHandlers.add(handler);
    if (this.rejectedToken !== null && this.rejectedToken === this.token) handler(this.rejectedToken);
    return () => this.unauthorizedHandlers.delete(handler);
  }

  get<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('GET', path, undefined, options);
  }

  post<T>(path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('POST', path, body, options);
  }

  put<T>(path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('PUT', path, body, options);
  }

  /**
   * POSTs multipart form data (file uploads). The browser writes the Content-Type with its
   * boundary itself, so none is set here; the response is JSON like any other command's.
   */
  postForm<T>(path: string, form: FormData, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('POST', path, form, options);
  }

  delete<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('DELETE', path, undefined, options);
  }

  /**
   * GETs a file as a Blob (downloads need the bearer header, so a plain link cannot fetch them).
   * A status outside 200-299 is thrown as an ApiError, read from its problem body.
   */
  async getBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
    const response = await this.send('GET', path, options, {});
    return response.blob();
  }

  /**
   * GETs a download as getBlob does, with the file name the server gave it in Content-Disposition
   * (`filename*`, else `filename`), or null when it gave none. Like the JSON reads it waits for the
   * caller's own writes (X-Min-Position): an export made right after an answer includes it.
   */
  async getFile(
    path: string,
    options: RequestOptions = {},
  ): Promise<{ blob: Blob; filename: string | null }> {
    const headers: Record<string, string> =
      this.minPosition > 0 ? { [MIN_POSITION_HEADER]: String(this.minPosition) } : {};
    const response = await this.send('GET', path, options, headers);
    return {
      blob: await response.blob(),
      filename: dispositionFileName(response.headers.get('Content-Disposition')),
    };
  }

  /**
   * POSTs and hands back the open response for its body to be read as a stream (Server-Sent
   * Events; EventSource cannot POST). Same token handling as every other call; a status outside
   * 200-299 is thrown as an ApiError before any of the body is read.
   */
  postStream(path: string, body: unknown, options: RequestOptions = {}): Promise<Response> {
    const headers = { Accept: 'text/event-stream', 'Content-Type': 'application/json' };
    return this.send('POST', path, options, headers, JSON.stringify(body));
  }

  /**
   * GETs an event stream (the answer stream a broken ask resumes from): like postStream, the
   * open response for its body to be read, with the bearer token EventSource could not send.
   */
  getStream(path: string, options: RequestOptions = {}): Promise<Response> {
    return this.send('GET', path, options, { Accept: 'text/event-stream' });
  }

  private async request<T>(method: string, path: string, body: unknown, options: RequestOptions): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    if (method === 'GET' && this.minPosition > 0) headers[MIN_POSITION_HEADER] = String(this.minPosition);

    const response = await this.send(
      method,
      path,
      options,
      headers,
      body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    );
    const payload = await readBody(response);
    if (method !== 'GET') this.rememberPosition(payload);
    return payload as T;
  }

  /**
   * Every call goes through here: it adds the bearer token (unless the call is anonymous), turns
   * an unreachable server into a status-0 ApiError, tells the unauthorized handlers which token a
   * 401 rejected, and throws any status outside 200-299 as an ApiError read from its problem body.
   * A success comes back unread, since a JSON body, a file and an event stream are read differently.
   */
  private async send(
    method: string,
    path: string,
    options: RequestOptions,
    headers: Record<string, string>,
    body?: BodyInit,
  ): Promise<Response> {
    const token = options.anonymous ? null : this.token;
    const sent = token ? { ...headers, Authorization: `Bearer ${token}` } : headers;
    let response: Response;
    try {
      response = await fetch(this.url(path, options.query), {
        method,
        headers: sent,
        body,
        signal: options.signal,
        ...(options.keepalive ? { keepalive: true } : {}),
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw new ApiError(0, 'network_error', 'Could not reach the server. Please check your connection.');
    }
    if (!response.ok) {
      if (response.status === 401 && token) {
        this.rejectedToken = token;
        this.unauthorizedHandlers.forEach((handler) => handler(token));
      }
      throw toApiError(response.status, await readBody(response));
    }
    return response;
  }

  /**
   * Records a position learnt outside a command response (the Google sign-in redirect carries
   * its registration's position in the URL fragment).
   */
  notePosition(position: number): void {
    this.rememberPosition({ position });
  }

  private rememberPosition(payload: unknown): void {
    if (typeof payload !== 'object' || payload === null) return;
    const position = (payload as { position?: unknown }).position;
    if (typeof position === 'number' && position > this.minPosition) this.minPosition = position;
  }

  private url(path: string, query: QueryParams | undefined): string {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) search.set(key, String(value));
    }
    const queryString = search.toString();
    return `${this.baseUrl}${path}${queryString ? `?${queryString}` : ''}`;
  }
}

/** The file name of a Content-Disposition header: RFC 5987's UTF-8 `filename*` first, then `filename`. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? /filename=([^;\s]+)/i.exec(header)?.[1] ?? null;
}

/** Bodies are JSON by contract; an empty or non-JSON body (e.g. a proxy's HTML 502) reads as null. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The shared client every API file uses. */
export const api = new ApiClient();
