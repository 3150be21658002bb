import compression from 'compression';
import { type Request, type RequestHandler, type Response } from 'express';

/** Below this a compressed body plus its headers saves next to nothing (nginx's gzip_min_length). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Text responses compressed on the way out: brotli when the client takes it, else gzip. That
 * covers the API's JSON (and the Prometheus text of /api/metrics: scrapers send
 * `Accept-Encoding: gzip` and decode it) and any UI file with no precompressed copy (see
 * static-frontend.ts, which serves the build's own .br/.gz and so skips this). Server-Sent Events
 * are never compressed: a compressor holds bytes back until its block fills, and an event must
 * reach the client when it is written. The streams also send `Cache-Control: no-transform`, which
 * the middleware respects; the content-type check keeps any future stream safe without it.
 */
export function responseCompression(): RequestHandler {
  return compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    filter: (request: Request, response: Response) => {
      const type = response.getHeader('Content-Type');
      if (typeof type === 'string' && type.toLowerCase().startsWith('text/event-stream')) return false;
      return compression.filter(request, response);
    },
  });
}
