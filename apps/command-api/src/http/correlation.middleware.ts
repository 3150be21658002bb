import { randomUUID } from 'node:crypto';
import { type NextFunction, type Response } from 'express';
import { type Logger } from '@buildmentor/config';
import { type AppRequest } from './request-context';

const VALID_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * Gives every request a correlation id (the caller's X-Correlation-Id when it is sane, else a new
 * one), echoes it back, and writes one structured log line per request when it finishes.
 */
export function correlationMiddleware(logger: Logger) {
  return (request: AppRequest, response: Response, next: NextFunction) => {
    const incoming = request.header('x-correlation-id');
    request.correlationId = incoming && VALID_ID.test(incoming) ? incoming : randomUUID();
    response.setHeader('X-Correlation-Id', request.correlationId);
    const started = performance.now();
    response.on('finish', () => {
      if (!request.originalUrl.startsWith('/api')) return;
      logger.info('request', {
        correlationId: request.correlationId,
        method: request.method,
        path: request.originalUrl.split('?')[0],
        status: response.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        userId: request.user?.userId,
      });
    });
    next();
  };
}
