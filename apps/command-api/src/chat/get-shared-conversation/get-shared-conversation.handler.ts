import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CHAT_FAILURE_MESSAGE, type SharedConversationResponse } from '@buildmentor/contracts';
import { CONVERSATIONS, MESSAGES, SHARES, v2AnswerOf, wholeConversation } from '@buildmentor/read-models';
import { ReadModels } from '../../infrastructure/read-models.service';
import { SharedConversationNotFoundError } from '../chat.errors';
import { GetSharedConversationQuery } from './get-shared-conversation.query';
import { sharedAnswer } from './shared-answer';

/**
 * What a read-only link shows anyone who holds it: the conversation's questions and answers up to
 * the moment it was shared (messages recorded before the share's log position), without anything
 * that identifies its owner or opens their documents. An unknown or revoked token is not found.
 */
@QueryHandler(GetSharedConversationQuery)
export class GetSharedConversationHandler implements IQueryHandler<GetSharedConversationQuery> {
  constructor(@Inject(ReadModels) private readonly readModels: ReadModels) {}

  async execute({ token }: GetSharedConversationQuery): Promise<SharedConversationResponse> {
    const share = await (await this.readModels.collection(SHARES)).findOne({ _id: token });
    if (!share || share.revoked_at !== null) throw SharedConversationNotFoundError();
    const conversation = await (
      await this.readModels.collection(CONVERSATIONS)
    ).findOne({ _id: share.conversation_id });
    if (!conversation) throw SharedConversationNotFoundError();
    const messages = await wholeConversation(
      await this.readModels.collection(MESSAGES),
      share.conversation_id,
      {
        seq: { $lt: share.shared_position },
      },
    );
    return {
      title: conversation.title,
      shared_at: share.shared_at,
      messages: messages.map((m) => {
        const answer = v2AnswerOf(m);
        return {
          role: m.role,
          content: m.status === 'failed' ? CHAT_FAILURE_MESSAGE : m.content,
          timestamp: m.timestamp,
          status: m.status,
          answer: answer && sharedAnswer(answer),
        };
      }),
    };
  }
}
