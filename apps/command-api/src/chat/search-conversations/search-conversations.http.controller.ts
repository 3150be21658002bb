import { Controller, Get, Inject, Query } from '@nestjs/common';
import { searchQuerySchema, searchResponseSchema, type SearchResponse } from '@buildmentor/contracts';
import { type Doc } from '@buildmentor/read-store';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { ReadModels } from '../../infrastructure/read-models.service';

interface ConversationView extends Doc {
  user_id: string;
  title: string;
  preview: string;
  updated_at: string;
}
interface MessageView extends Doc {
  conversation_id: string;
}

export const searchConversationsDoc: RouteDoc = {
  method: 'get', path: '/api/chat/search', summary: "Search the user's conversation titles and message text", tag: 'chat', auth: true, query: searchQuerySchema, response: searchResponseSchema, readYourWrites: true,
};

/** Server-side search over all of the user's conversations, not only the loaded list. */
@Controller('chat')
export class SearchConversationsController {
  constructor(@Inject(ReadModels) private readonly readModels: ReadModels) {}

  @Get('search')
  async search(@Query() query: unknown, @CurrentUser() user: AuthenticatedUser): Promise<SearchResponse> {
    const { q, limit } = parseRequest(searchQuerySchema, query, 'query');
    const conversations = await this.readModels.collection<ConversationView>('conversations');
    const byTitle = await conversations.find({ user_id: user.uid, title: { $contains: q } });
    const messages = await (await this.readModels.collection<MessageView>('messages')).find({ user_id: user.uid, content: { $contains: q } }, { limit: 500 });
    const fromMessages = [...new Set(messages.map((m) => m.conversation_id))].filter((id) => !byTitle.some((c) => c._id === id));
    const more = fromMessages.length > 0 ? await conversations.find({ user_id: user.uid, _id: { $in: fromMessages } }) : [];
    const all = [...byTitle, ...more].sort((a, b) => b.updated_at.localeCompare(a.updated_at)).slice(0, limit);
    return { conversations: all.map((c) => ({ id: c._id, title: c.title, preview: c.preview, updated_at: c.updated_at })) };
  }
}
