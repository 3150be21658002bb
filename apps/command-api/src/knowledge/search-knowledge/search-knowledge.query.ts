import { Query } from '@nestjs/cqrs';
import { type KnowledgeSearchResponse } from '@buildmentor/contracts';

export class SearchKnowledgeQuery extends Query<KnowledgeSearchResponse> {
  constructor(
    readonly userId: string,
    /** Only its words are searched (letters and digits); any other character is plain text. */
    readonly text: string,
    readonly limit: number,
    readonly includeMentorNotes: boolean,
  ) {
    super();
  }
}
