import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type SearchResponse } from '@buildmentor/contracts';
import { CONVERSATIONS, MESSAGES } from '@buildmentor/read-models';
import { ReadModels } from '../../infrastructure/read-models.service';
import { SearchConversationsQuery } from './search-conversations.query';

/** Server-side search over all of the user's conversations, not only the loaded list. */
@QueryHandler(SearchConversationsQuery)
export class SearchConversationsHandler implements IQueryHandler<SearchConversationsQuery> {
  constructor(@Inject(ReadModels) private readonly readModels: ReadModels) {}

  async execute({ userId, text, limit }: SearchConversationsQuery): Promise<SearchResponse> {
    const conversations = await this.readModels.collection(CONVERSATIONS);
    const byTitle = await conversations.find({ user_id: userId, title: { $contains: text } });
    const messages = await (
      await this.readModels.collection(MESSAGES)
    ).find({ user_id: userId, content: { $contains: text } }, { limit: 500 });
    const fromMessages = [...new Set(messages.map((m) => m.conversation_id))].filter(
      (id) => !byTitle.some((c) => c._id === id),
    );
    const more =
      fromMessages.length > 0
        ? await conversations.find({ user_id: userId, _id: { $in: fromMessages } })
        : [];
    const all = [...byTitle, ...more]
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
      .slice(0, limit);
    return {
      conversations: all.map((c) => ({
        id: c._id,
        title: c.title,
        preview: c.preview,
        updated_at: c.updated_at,
      })),
    };
  }
}
