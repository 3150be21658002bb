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
