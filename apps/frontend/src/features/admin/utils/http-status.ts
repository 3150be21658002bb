import { ApiError } from '../../../lib/api-client';

const STATUS_TEXT: Record<number, string> = {
  0: 'Network Error',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The feedback dashboard's error line, 'Error {status}: {statusText}' (spec section 8). */
export function statusErrorMessage(error: unknown): string {
  if (error instanceof ApiError)
    return `Error ${error.status}: ${STATUS_TEXT[error.status] ?? error.problem?.title ?? error.code}`;
  return error instanceof Error ? error.message : String(error);
}
