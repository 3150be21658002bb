import { Query } from '@nestjs/cqrs';
import { type SearchResponse } from '@buildmentor/contracts';

export class SearchConversationsQuery extends Query<SearchResponse> {
  constructor(
    readonly userId: string,
    /** Its words are searched for in titles and message text (all of them, stemmed). */
    readonly text: string,
    readonly limit: number,
  ) {
    super();
  }
}
