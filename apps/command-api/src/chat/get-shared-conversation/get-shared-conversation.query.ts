import { Query } from '@nestjs/cqrs';
import { type SharedConversationResponse } from '@buildmentor/contracts';

export class GetSharedConversationQuery extends Query<SharedConversationResponse> {
  constructor(readonly token: string) {
    super();
  }
}
