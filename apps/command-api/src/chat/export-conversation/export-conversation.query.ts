import { Query } from '@nestjs/cqrs';
import { type ExportFormat } from '@buildmentor/contracts';

export interface ConversationExport {
  filename: string;
  contentType: string;
  body: string;
}

export class ExportConversationQuery extends Query<ConversationExport> {
  constructor(
    readonly userId: string,
    readonly conversationId: string,
    readonly format: ExportFormat,
  ) {
    super();
  }
}
