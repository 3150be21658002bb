import { type V2Answer } from '@buildmentor/contracts';
import { type Filter, type ReadCollection } from '@buildmentor/read-store';
import { type MessageDoc } from './messages.projection';

/** A conversation's messages in the order they were asked and answered (`seq`), optionally narrowed. */
export function conversationMessages(
  messages: ReadCollection<MessageDoc>,
  conversationId: string,
  narrow: Filter = {},
): Promise<MessageDoc[]> {
  return messages.find({ ...narrow, conversation_id: conversationId }, { sort: { seq: 1 } });
}

/**
 * A message's V2 answer as it was recorded: the stored answer with its text (the message's
 * `content`) put back as `response.technical`. Null for questions and failed answers. Documents
 * projected before the text was stored once still carry it; the same value overrides it.
 */
export function v2AnswerOf(message: Pick<MessageDoc, 'answer' | 'content'>): V2Answer | null {
  if (!message.answer) return null;
  const { answer, content } = message;
  return { ...answer, response: { technical: content, ...answer.response } };
}
