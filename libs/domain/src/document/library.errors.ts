import { formatStorage } from '@buildmentor/contracts';
import { DomainError } from '../shared/domain-error';

/**
 * The upload would take the user past their plan's storage. The upload handler answers it with
 * 413 (the content is larger than the server will take for this user) per file; the category only
 * matters if it ever escapes that handler.
 */
export class StorageQuotaExceededError extends DomainError {
  static readonly code = 'UPLOAD.STORAGE_FULL';
  constructor(
    readonly limitBytes: number,
    readonly usedBytes: number,
    readonly requestedBytes: number,
  ) {
    super(
      StorageQuotaExceededError.code,
      'conflict',
      `Not enough storage for this file (${formatStorage(requestedBytes)}): ${formatStorage(usedBytes)} of your plan's ${formatStorage(limitBytes)} is used. Delete documents or upgrade your plan for more space.`,
    );
  }
}
