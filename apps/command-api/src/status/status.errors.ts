import { domainError, type DomainErrorIssue } from '@buildmentor/domain';

/** The readiness probe failed: each failed check is an issue whose path names it (`projector`). */
export const NotReadyError = domainError(
  'SERVICE.NOT_READY',
  'service_unavailable',
  (failed: readonly DomainErrorIssue[]) => ({
    message: `Not ready. ${failed.map((check) => check.message).join(' ')}`,
    issues: failed,
  }),
);
