import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Inject } from '@nestjs/common';
import { type Response } from 'express';
import { type Logger } from '@buildmentor/config';
import { type ProblemDetails } from '@buildmentor/contracts';
import { DomainError, type DomainErrorCategory } from '@buildmentor/domain';
import { LOGGER } from '../infrastructure/tokens';
import { type AppRequest } from './request-context';
import { RequestValidationError } from './request-validation.error';
import { isEventStoreUnavailable } from '@buildmentor/event-store';
import { isReadStoreUnavailable } from '@buildmentor/read-store';

const STATUS: Record<DomainErrorCategory, number> = {
  validation: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  bad_gateway: 502,
  service_unavailable: 503,
};

const STORE_UNAVAILABLE = 'STORE.UNAVAILABLE';
const STORE_RETRY_AFTER_SECONDS = 2;

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/**
 * The one place errors become HTTP: RFC 9457 problem+json with a stable `code`, the user-facing
 * `detail` and, for rejected input, the field paths. Handlers, guards and interceptors throw
 * DomainErrors (the domain's, or the API's own made with the same factory); their category is
 * the status, and a `retryAfterSeconds` is the `Retry-After` header. Unexpected errors are logged
 * in full and answered with a generic message (never a stack trace).
 */
@Catch()
export class ProblemDetailsFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<AppRequest>();
    const response = http.getResponse<Response>();
    const problem = this.toProblem(exception, request);
    if (problem.code === STORE_UNAVAILABLE) {
      // A store restarting or a connection cut: the pool reconnects by itself, so the client is
      // told to retry shortly rather than shown a failure. Logged once, without the stack.
      this.logger.warn('store unavailable', {
        correlationId: request.correlationId,
        path: request.originalUrl,
        error: exception instanceof Error ? exception.message : String(exception),
      });
      response.setHeader('Retry-After', String(STORE_RETRY_AFTER_SECONDS));
    } else if (problem.status >= 500 && !(exception instanceof DomainError)) {
      // Expected failures (a DomainError, e.g. a failed answerer) were logged where they happened.
      this.logger.error('request failed', {
        correlationId: request.correlationId,
        path: request.originalUrl,
        error: exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
      });
    }
    if (exception instanceof DomainError && exception.retryAfterSeconds !== null)
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    response.status(problem.status).type('application/problem+json').send(JSON.stringify(problem));
  }

  /** Public so streaming endpoints can report an error in the same shape inside the stream. */
  toProblem(exception: unknown, request: AppRequest): ProblemDetails {
    const base = (status: number, code: string, detail: string): ProblemDetails => ({
      type: `https://buildmentor.example/problems/${code.toLowerCase().replace(/[._]/g, '-')}`,
      title: TITLES[status] ?? 'Error',
      status,
      detail,
      code,
      instance: request.originalUrl,
      correlation_id: request.correlationId,
    });
    if (exception instanceof RequestValidationError) {
      return { ...base(400, 'REQUEST.INVALID', 'The request is not valid.'), errors: exception.issues };
    }
    if (exception instanceof DomainError) {
      const problem = base(STATUS[exception.category], exception.code, exception.message);
      return exception.issues.length > 0 ? { ...problem, errors: [...exception.issues] } : problem;
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      // Body-parser errors (malformed JSON, too large) arrive here as HttpExceptions.
      const code =
        status === 404
          ? 'ROUTE.NOT_FOUND'
          : status === 413
            ? 'REQUEST.TOO_LARGE'
            : status === 400
              ? 'REQUEST.MALFORMED'
              : `HTTP.${status}`;
      return base(
        status,
        code,
        status >= 500 ? 'An unexpected error occurred. Please try again.' : exception.message,
      );
    }
    if (isEventStoreUnavailable(exception) || isReadStoreUnavailable(exception))
      return base(
        503,
        STORE_UNAVAILABLE,
        'The service is briefly unavailable. Please try again in a moment.',
      );
    const status = bodyParserStatus(exception);
    if (status)
      return base(
        status,
        status === 413 ? 'REQUEST.TOO_LARGE' : 'REQUEST.MALFORMED',
        status === 413 ? 'The request body is too large.' : 'The request body is not valid JSON.',
      );
    return base(500, 'INTERNAL', 'An unexpected error occurred. Please try again.');
  }
}

/** body-parser errors carry `status` and `type` ('entity.parse.failed', 'entity.too.large'). */
function bodyParserStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, type } = error as { status?: unknown; type?: unknown };
  return typeof status === 'number' && typeof type === 'string' && type.startsWith('entity.') ? status : null;
}
