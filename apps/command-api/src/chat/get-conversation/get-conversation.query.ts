import { Query } from '@nestjs/cqrs';
import { type SessionResponse } from '@buildmentor/contracts';

export class GetConversationQuery extends Query<SessionResponse> {
  constructor(
    readonly userId: string,
    readonly conversationId: string,
  ) {
    super();
  }
}
