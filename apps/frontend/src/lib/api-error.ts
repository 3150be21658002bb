import type { ProblemDetails } from '@buildmentor/contracts';

/**
 * A response outside 200-299 (or no response at all). `detail` is the server's user-facing
 * message from its RFC 9457 problem body, which screens show as it comes (e.g. on 402).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly problem?: ProblemDetails,
  ) {
    super(detail);
  }
}

function isProblem(body: unknown): body is ProblemDetails {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as Record<string, unknown>;
  return typeof candidate['detail'] === 'string' && typeof candidate['code'] === 'string';
}

/** Builds the error for a failed response, trusting the body only when it is a problem document. */
export function toApiError(status: number, body: unknown): ApiError {
  if (isProblem(body)) return new ApiError(status, body.code, body.detail, body);
  return new ApiError(status, 'http_error', `Request failed with status ${status}`);
}
