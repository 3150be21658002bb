import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CHAT_FAILURE_MESSAGE, type SessionResponse } from '@buildmentor/contracts';
import { ConversationNotFoundError } from '@buildmentor/domain';
import { conversationPage, CONVERSATIONS, MESSAGES, v2AnswerOf } from '@buildmentor/read-models';
import { ReadModels } from '../../infrastructure/read-models.service';
import { GetConversationQuery } from './get-conversation.query';

/**
 * One page of a conversation's messages in order, and the cursor of the page before it; someone
 * else's conversation reads as not found.
 */
@QueryHandler(GetConversationQuery)
export class GetConversationHandler implements IQueryHandler<GetConversationQuery> {
  constructor(@Inject(ReadModels) private readonly readModels: ReadModels) {}

  async execute({ userId, conversationId, page }: GetConversationQuery): Promise<SessionResponse> {
    const conversation = await (
      await this.readModels.collection(CONVERSATIONS)
    ).findOne({ _id: conversationId });
    if (!conversation || conversation.user_id !== userId) throw ConversationNotFoundError();
    const { messages, earlierBefore } = await conversationPage(
      await this.readModels.collection(MESSAGES),
      conversationId,
      page,
    );
    return {
      session_id: conversationId,
      title: conversation.title,
      messages: messages.map((m) => ({
        id: m._id,
        role: m.role,
        // A failed answer is shown with the spec's chat failure text, as the live chat showed it.
        content: m.status === 'failed' ? CHAT_FAILURE_MESSAGE : m.content,
        timestamp: m.timestamp,
        status: m.status,
        v2Response: v2AnswerOf(m),
        // The chat says once per conversation when the offline answerer wrote its answers.
        generator: m.status === 'answered' ? m.generator : null,
      })),
      has_more: earlierBefore !== null,
      next_before: earlierBefore === null ? null : String(earlierBefore),
    };
  }
}
