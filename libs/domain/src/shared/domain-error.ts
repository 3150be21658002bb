/**
 * A broken rule. The HTTP layer maps `category` to a status (validation 400, unauthorized 401,
 * payment_required 402, forbidden 403, not_found 404, conflict 409, too_large 413,
 * unsupported_media_type 415, unprocessable 422, rate_limited 429, bad_gateway 502,
 * service_unavailable 503) and `code` to the problem+json `type`, and shows `message` to the
 * user, so the message is written for users (the spec's exact words where it has them) and the
 * code never changes once published. Handlers throw these too, never an HTTP status.
 */
export type DomainErrorCategory =
  | 'validation'
  | 'unauthorized'
  | 'payment_required'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unsupported_media_type'
  | 'unprocessable'
  | 'rate_limited'
  | 'bad_gateway'
  | 'service_unavailable';

/** One invalid field, for 400 responses that name field paths. */
export interface DomainErrorIssue {
  path: string;
  message: string;
}

export class DomainError extends Error {
  override readonly name: string = 'DomainError';
  readonly issues: readonly DomainErrorIssue[];

  constructor(
    /** Stable, dotted and upper-case: 'AGGREGATE.RULE', e.g. 'TRIAL.EXHAUSTED'. */
    readonly code: string,
    readonly category: DomainErrorCategory,
    message: string,
    issues: readonly DomainErrorIssue[] = [],
    /** Only for rate_limited: when a retry can succeed (the response's `Retry-After`). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.issues = issues;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

/** What one occurrence says, for errors whose message depends on a value. */
export interface DomainErrorDetail {
  message: string;
  issues?: readonly DomainErrorIssue[];
  retryAfterSeconds?: number;
}

/**
 * One kind of error: calling it makes the error to throw (`throw TrialExhaustedError()`, like
 * `throw Error()`), `is` recognises one, and `code` names it. Recognising goes by code, so an
 * error rebuilt with other field paths (withHttpPaths) is still the same kind.
 */
export interface DomainErrorKind<TArgs extends unknown[] = []> {
  (...args: TArgs): DomainError;
  readonly code: string;
  readonly category: DomainErrorCategory;
  is(error: unknown): error is DomainError;
}

/** The field a fixed-message error names; its issue repeats the message unless told otherwise. */
export interface DomainErrorField {
  field: string;
  fieldMessage?: string;
}

/**
 * Defines a kind of error in one line. A fixed message may name one field; a message that
 * depends on values is a function of them, returning the message or a whole detail:
 *
 *   export const TrialExhaustedError = domainError('TRIAL.EXHAUSTED', 'payment_required', 'You have used ...');
 *   export const MissingTextError = domainError('CONVERSATION.TEXT_REQUIRED', 'validation', (path: string) => invalidField(path, `A ${path} is required.`));
 */
export function domainError(
  code: string,
  category: DomainErrorCategory,
  message: string,
  field?: DomainErrorField,
): DomainErrorKind;
export function domainError<TArgs extends unknown[]>(
  code: string,
  category: DomainErrorCategory,
  describe: (...args: TArgs) => string | DomainErrorDetail,
): DomainErrorKind<TArgs>;
export function domainError(
  code: string,
  category: DomainErrorCategory,
  text: string | ((...args: unknown[]) => string | DomainErrorDetail),
  field?: DomainErrorField,
): DomainErrorKind<unknown[]> {
  const describe =
    typeof text === 'function'
      ? text
      : () => (field ? invalidField(field.field, text, field.fieldMessage) : text);
  const make = (...args: unknown[]): DomainError => {
    const detail = describe(...args);
    const {
      message,
      issues = [],
      retryAfterSeconds = null,
    } = typeof detail === 'string' ? { message: detail } : detail;
    return new DomainError(code, category, message, issues, retryAfterSeconds);
  };
  const is = (error: unknown): error is DomainError => error instanceof DomainError && error.code === code;
  return Object.assign(make, { code, category, is });
}

/** A message about one field; the issue may say it more briefly than the message. */
export function invalidField(path: string, message: string, fieldMessage = message): DomainErrorDetail {
  return { message, issues: [{ path, message: fieldMessage }] };
}

/** Several invalid fields at once: each issue is a full sentence, and the message lists them all. */
export function fromIssues(issues: readonly DomainErrorIssue[]): DomainErrorDetail {
  return { message: issues.map((issue) => issue.message).join(' '), issues };
}
