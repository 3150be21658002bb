import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type KnowledgeSearchResponse } from '@buildmentor/contracts';
import { KnowledgeSearch } from './knowledge-search.service';
import { SearchKnowledgeQuery } from './search-knowledge.query';

/** The vault's search: the caller's own documents and notes and the community bank (KnowledgeSearch). */
@QueryHandler(SearchKnowledgeQuery)
export class SearchKnowledgeHandler implements IQueryHandler<SearchKnowledgeQuery> {
  constructor(@Inject(KnowledgeSearch) private readonly knowledge: KnowledgeSearch) {}

  execute({
    userId,
    text,
    limit,
    includeMentorNotes,
  }: SearchKnowledgeQuery): Promise<KnowledgeSearchResponse> {
    return this.knowledge.search(userId, text, limit, includeMentorNotes);
  }
}
