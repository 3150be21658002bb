/**
 * A broken business rule. The HTTP layer maps `category` to a status (validation 400,
 * unauthorized 401, payment_required 402, forbidden 403, not_found 404, conflict 409,
 * unprocessable 422, rate_limited 429) and `code` to the problem+json `type`, and shows `message` to the user, so
 * the message is written for users (the spec's exact words where it has them) and the code never
 * changes once published.
 */
export type DomainErrorCategory =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payment_required'
  | 'unprocessable'
  | 'rate_limited';

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
  ) {
    super(message);
    this.issues = issues;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

/** The message for several validation issues at once: each issue is a full sentence. */
export function joinIssueMessages(issues: readonly DomainErrorIssue[]): string {
  return issues.map((issue) => issue.message).join(' ');
}
