import { type Doc } from '@buildmentor/read-store';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CHAT_FAILURE_MESSAGE, type SessionResponse, type V2Answer } from '@buildmentor/contracts';
import { ConversationNotFoundError } from '@buildmentor/domain';
import { ReadModels } from '../../infrastructure/read-models.service';
import { GetSessionQuery } from './get-session.query';

interface ConversationView extends Doc {
  _id: string;
  user_id: string;
  title: string;
}

interface MessageView extends Doc {
  _id: string;
  role: 'user' | 'assistant';
  status: 'asked' | 'answered' | 'failed';
  content: string;
  timestamp: string;
  answer: V2Answer | null;
}

/** One conversation's messages in order; someone else's conversation reads as not found. */
@QueryHandler(GetSessionQuery)
export class GetSessionHandler implements IQueryHandler<GetSessionQuery, SessionResponse> {
  constructor(@Inject(ReadModels) private readonly readModels: ReadModels) {}

  async execute({ userId, sessionId }: GetSessionQuery): Promise<SessionResponse> {
    const conversation = await (await this.readModels.collection<ConversationView>('conversations')).findOne({ _id: sessionId });
    if (!conversation || conversation.user_id !== userId) throw new ConversationNotFoundError();
    const messages = await (await this.readModels.collection<MessageView>('messages')).find({ conversation_id: sessionId }, { sort: { seq: 1 } });
    return {
      session_id: sessionId,
      title: conversation.title,
      messages: messages.map((m) => ({
        id: m._id,
        role: m.role,
        // A failed answer is shown with the spec's chat failure text, as the live chat showed it.
        content: m.status === 'failed' ? CHAT_FAILURE_MESSAGE : m.content,
        timestamp: m.timestamp,
        status: m.status,
        v2Response: m.answer,
      })),
    };
  }
}
