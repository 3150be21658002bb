import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';

/** A request the fake model server received. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test asserts on the raw body
  body: any;
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

  private constructor(private readonly server: Server) {}

  static async start(): Promise<ChatCompletionsTestServer> {
    const server = createServer();
    const fake = new ChatCompletionsTestServer(server);
    server.on('request', (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const recorded = {
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          body: text ? JSON.parse(text) : null,
        };
        fake.requests.push(recorded);
        void Promise.resolve(fake.reply(recorded, res)).catch(() => res.destroy());
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get baseURL(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async close(): Promise<void> {
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
}

export const replies = {
  json(content: string, finishReason?: string, refusal?: string | null): Reply {
    return (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(completion(content, finishReason, refusal)));
    };
  },
  sse(pieces: readonly string[], options: SseOptions = {}): Reply {
    return async (request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const send = (data: unknown) => response.write(`data: ${JSON.stringify(data)}\n\n`);
      send(chunk({ role: 'assistant', content: '' }));
      for (const [index, piece] of pieces.entries()) {
        if (index === options.stallAfter) return;
        if (options.gate && index === options.gateAt) await options.gate;
        send(chunk({ content: piece }));
      }
      send(chunk({}, options.finishReason ?? 'stop'));
      // Asked for usage, a server sends it in one last chunk with no choices.
      if (request.body?.stream_options?.include_usage)
        send({
          ...chunk({}),
          choices: [],
          usage: { prompt_tokens: 12, completion_tokens: 30, total_tokens: 42 },
        });
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
