import { Query } from '@nestjs/cqrs';
import { type SearchResponse } from '@buildmentor/contracts';

export class SearchConversationsQuery extends Query<SearchResponse> {
  constructor(
    readonly userId: string,
    /** Matched literally, as a substring of titles and message text. */
    readonly text: string,
    readonly limit: number,
  ) {
    super();
  }
}
