import { domainError } from '../shared/domain-error';

/** Also for someone else's personal document: its existence is not revealed. */
export const DocumentNotFoundError = domainError(
  'DOCUMENT.NOT_FOUND',
  'not_found',
  'That document does not exist.',
);
