import { DomainError } from '../shared/domain-error';

/** Also for someone else's personal document: its existence is not revealed. */
export class DocumentNotFoundError extends DomainError {
  static readonly code = 'DOCUMENT.NOT_FOUND';
  constructor() {
    super(DocumentNotFoundError.code, 'not_found', 'That document does not exist.');
  }
}
