import { type NextFunction, type Request, type Response } from 'express';
import { type AppRequest } from './request-context';

/**
 * Express error handler for failures before a route runs (malformed JSON, a body over the limit):
 * they never reach Nest's exception filters, so they get the same problem+json shape here.
 */
export function bodyParserErrorHandler(
  error: unknown,
  request: Request,
  response: Response,
  next: NextFunction,
): void {
  const { status, type } = (error ?? {}) as { status?: number; type?: string };
  if (typeof status !== 'number' || typeof type !== 'string' || !type.startsWith('entity.'))
    return next(error);
  const tooLarge = status === 413;
  const code = tooLarge ? 'REQUEST.TOO_LARGE' : 'REQUEST.MALFORMED';
  response
    .status(status)
    .type('application/problem+json')
    .send(
      JSON.stringify({
        type: `https://buildmentor.example/problems/${code.toLowerCase().replace(/[._]/g, '-')}`,
        title: tooLarge ? 'Content Too Large' : 'Bad Request',
        status,
        detail: tooLarge ? 'The request body is too large.' : 'The request body is not valid JSON.',
        code,
        instance: request.originalUrl,
        correlation_id: (request as AppRequest).correlationId,
      }),
    );
}
