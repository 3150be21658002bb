import { Query } from '@nestjs/cqrs';
import { type SessionResponse } from '@buildmentor/contracts';

export class GetConversationQuery extends Query<SessionResponse> {
  constructor(
    readonly userId: string,
    readonly conversationId: string,
    /** The page: its size, and the `seq` its messages come before (the latest page without it). */
    readonly page: { limit: number; beforeSeq?: number },
  ) {
    super();
  }
}
