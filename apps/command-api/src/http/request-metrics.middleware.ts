import { type NextFunction, type Request, type Response } from 'express';
import { type ApiMetrics } from '../shared/metrics/api-metrics';

/**
 * Counts the API requests in flight (until each closes, answered or aborted), and
 * times every API request until its response has finished, whoever answered it (a handler, a
 * guard's 401 or 429, the 404 for an unknown route). The route label is the matched route's
 * template (`/api/chat/session/:id`), read once the response is done (Express leaves it on the
 * request); an unknown route is `unmatched`. The URL itself is never a label: its ids would make
 * one series per request.
 */
export function requestMetricsMiddleware(metrics: ApiMetrics) {
  return (request: Request, response: Response, next: NextFunction) => {
    if (!request.originalUrl.startsWith('/api')) return next();
    const started = performance.now();
    metrics.requestStarted();
    response.once('close', () => metrics.requestClosed());
    response.on('finish', () => {
      const template: unknown = (request.route as { path?: unknown } | undefined)?.path;
      metrics.requestFinished(
        request.method,
        // Nest answers unknown routes from a catch-all (`*path`): those are all one series.
        typeof template === 'string' && template.startsWith('/api/') ? template : 'unmatched',
        response.statusCode,
        (performance.now() - started) / 1000,
      );
    });
    next();
  };
}
