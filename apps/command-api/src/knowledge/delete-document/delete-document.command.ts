import { Command } from '@nestjs/cqrs';
import { type DocumentDeletedResponse } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

export class DeleteDocumentCommand extends Command<DocumentDeletedResponse> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly documentId: string,
    readonly correlationId: string,
  ) {
    super();
  }
}
