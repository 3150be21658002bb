import { formatStorage } from '@buildmentor/contracts';
import { domainError } from '../shared/domain-error';

/**
 * The upload would take the user past their plan's storage. The upload handler answers it with
 * 413 (the content is larger than the server will take for this user) per file; the category only
 * matters if it ever escapes that handler.
 */
export const StorageQuotaExceededError = domainError(
  'UPLOAD.STORAGE_FULL',
  'conflict',
  (limitBytes: number, usedBytes: number, requestedBytes: number) =>
    `Not enough storage for this file (${formatStorage(requestedBytes)}): ${formatStorage(usedBytes)} of your plan's ${formatStorage(limitBytes)} is used. Delete documents or upgrade your plan for more space.`,
);
