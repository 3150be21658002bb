import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';

/** A request the fake model server received. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test asserts on the raw body
  body: any;
  /** Set when the client closed the connection before the reply was finished (an abort). */
  abortedByClient: boolean;
}

export type Reply = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

/**
 * A local HTTP server that speaks the chat-completions protocol, for the openai adapter's tests:
 * binds 127.0.0.1 on a free port, records every request, and answers with whatever `reply` the
 * test set. `close` also drops hanging connections so a slow-server test cannot keep jest alive.
 */
export class ChatCompletionsTestServer {
  readonly requests: RecordedRequest[] = [];
  reply: Reply = replies.status(500, { error: { message: 'no reply configured' } });

  private closing = false;

  private constructor(private readonly server: Server) {}

  static async start(): Promise<ChatCompletionsTestServer> {
    const server = createServer();
    const fake = new ChatCompletionsTestServer(server);
    server.on('request', (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const recorded: RecordedRequest = {
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          body: text ? JSON.parse(text) : null,
          abortedByClient: false,
        };
        fake.requests.push(recorded);
        // The socket closed before our reply ended: the client gave up on it (or the test server closed).
        res.on('close', () => {
          if (!res.writableFinished && !fake.closing) recorded.abortedByClient = true;
        });
        void Promise.resolve(fake.reply(recorded, res)).catch(() => res.destroy());
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get baseURL(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  /** Resolves once a recorded request has been aborted by its client (polls; rejects after `timeoutMs`). */
  async untilAborted(timeoutMs = 10_000): Promise<RecordedRequest> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const aborted = this.requests.find((r) => r.abortedByClient);
      if (aborted) return aborted;
      if (Date.now() > deadline) throw new Error('no request was aborted by its client');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const completion = (content: string, finishReason = 'stop', refusal: string | null = null) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  created: 1_750_000_000,
  model: 'test-model',
  choices: [
    {
      index: 0,
      message: { role: 'assistant', content, refusal },
      finish_reason: finishReason,
      logprobs: null,
    },
  ],
  usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
});

const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion.chunk',
  created: 1_750_000_000,
  model: 'test-model',
  choices: [{ index: 0, delta, finish_reason: finishReason, logprobs: null }],
});

export interface SseOptions {
  /** Wait for this before sending the pieces from `gateAt` on (proves deltas arrive live). */
  gate?: Promise<void>;
  gateAt?: number;
  finishReason?: string;
  /** Stop sending after this many pieces and keep the connection open (a stalled stream). */
  stallAfter?: number;
  /** Wait this long before each piece (a slow model, so a test can stop it mid-answer). */
  intervalMs?: number;
  /** The usage chunk's counts; by default 12 prompt tokens and 30 completion tokens. */
  usage?: { prompt_tokens: number; completion_tokens: number };
}

export const replies = {
  json(content: string, finishReason?: string, refusal?: string | null): Reply {
    return (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(completion(content, finishReason, refusal)));
    };
  },
  /**
   * Streams the pieces as chunks, each one token. Honours `max_completion_tokens` as a model
   * server does: a reply longer than it stops there with `finish_reason: length`.
   */
  sse(pieces: readonly string[], options: SseOptions = {}): Reply {
    return async (request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const send = (data: unknown) => response.write(`data: ${JSON.stringify(data)}\n\n`);
      const limit: number | undefined = request.body?.max_completion_tokens;
      send(chunk({ role: 'assistant', content: '' }));
      let sent = 0;
      for (const [index, piece] of pieces.entries()) {
        if (index === options.stallAfter) return;
        if (index === limit) break;
        if (options.gate && index === options.gateAt) await options.gate;
        if (options.intervalMs) await new Promise((resolve) => setTimeout(resolve, options.intervalMs));
        if (response.destroyed) return;
        send(chunk({ content: piece }));
        sent++;
      }
      const cut = limit !== undefined && pieces.length > limit;
      send(chunk({}, cut ? 'length' : (options.finishReason ?? 'stop')));
      // Asked for usage, a server sends it in one last chunk with no choices.
      if (request.body?.stream_options?.include_usage) {
        const usage = cut
          ? { prompt_tokens: options.usage?.prompt_tokens ?? 12, completion_tokens: sent }
          : (options.usage ?? { prompt_tokens: 12, completion_tokens: 30 });
        send({
          ...chunk({}),
          choices: [],
          usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
        });
      }
      response.end('data: [DONE]\n\n');
    };
  },
  status(status: number, body: unknown): Reply {
    return (_request, response) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
  },
  /** Never answers: the client must give up on its own. */
  hang(): Reply {
    return () => undefined;
  },
};

/** Splits a string into pieces of the given size, as a model's tokens would arrive. */
export const piecesOf = (text: string, size: number) =>
  Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size));
