import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type SearchResponse } from '@buildmentor/contracts';
import { CONVERSATIONS, type ConversationDoc, MESSAGES } from '@buildmentor/read-models';
import { searchTerms, type TextSearchOptions } from '@buildmentor/read-store';
import { ReadModels } from '../../infrastructure/read-models.service';
import { SearchConversationsQuery } from './search-conversations.query';

/**
 * The most matches taken from each text index (the read store's own cap): the conversations of
 * the best 200 matching messages and titles, of which the newest `limit` are shown.
 */
const MATCHES_PER_INDEX = 200;

/**
 * Server-side search over all of the user's conversations, not only the loaded list: titles and
 * message text through their text indexes (every word must match), the user's own only (inside
 * the index query), newest first.
 */
@QueryHandler(SearchConversationsQuery)
export class SearchConversationsHandler implements IQueryHandler<SearchConversationsQuery> {
  constructor(@Inject(ReadModels) private readonly readModels: ReadModels) {}

  async execute({ userId, text, limit }: SearchConversationsQuery): Promise<SearchResponse> {
    // Only words are searched: text without any (`%`, `*`) matches nothing rather than failing.
    if (searchTerms(text).length === 0) return { conversations: [] };
    const options: TextSearchOptions = {
      filter: { user_id: userId },
      match: 'all',
      limit: MATCHES_PER_INDEX,
    };
    const conversations = await this.readModels.collection(CONVERSATIONS);
    const messages = await this.readModels.collection(MESSAGES);
    const [titles, texts] = await Promise.all([
      conversations.search(text, options),
      messages.search(text, options),
    ]);
    const found = new Map<string, ConversationDoc>(titles.map(({ doc }) => [doc._id, doc]));
    const others = [...new Set(texts.map(({ doc }) => doc.conversation_id))].filter((id) => !found.has(id));
    if (others.length > 0)
      for (const doc of await conversations.find({ user_id: userId, _id: { $in: others } }))
        found.set(doc._id, doc);
    const newest = [...found.values()]
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
      .slice(0, limit);
    return {
      conversations: newest.map((c) => ({
        id: c._id,
        title: c.title,
        preview: c.preview,
        updated_at: c.updated_at,
      })),
    };
  }
}
