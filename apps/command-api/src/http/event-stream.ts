import { type Response } from 'express';

/** Writes to an open Server-Sent Events response; a response the client has closed is skipped. */
export interface EventStreamWriter {
  /** One event: `event: <name>` and its data as JSON. */
  send(event: string, data: unknown): void;
  /** Raw SSE text: a comment (`: keep-alive`), a `retry:` hint. */
  write(text: string): void;
}

/** A writer for a response whose headers are (or will be) those of openEventStream. */
export function eventStreamWriter(response: Response): EventStreamWriter {
  const write = (text: string) => {
    if (!response.writableEnded && !response.destroyed) response.write(text);
  };
  return { write, send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`) };
}

/**
 * Starts a Server-Sent Events response: status 200 and headers that keep every hop from holding
 * it back (no caching or transforming, and `X-Accel-Buffering: no` for nginx), flushed at once so
 * the client sees the stream open before the first event.
 */
export function openEventStream(response: Response): EventStreamWriter {
  response.status(200);
  response.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  response.setHeader('Cache-Control', 'no-cache, no-transform');
  response.setHeader('X-Accel-Buffering', 'no');
  response.flushHeaders();
  return eventStreamWriter(response);
}
