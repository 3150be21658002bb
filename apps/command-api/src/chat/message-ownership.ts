import { type EventStore } from '@buildmentor/event-store';
import { ConversationNotFoundError } from '@buildmentor/domain';
import { MESSAGES } from '@buildmentor/read-models';
import { type ReadModels } from '../infrastructure/read-models.service';

/**
 * A message a client names (feedback, a contribution) must be a message of one of the caller's
 * own conversations, and of `conversationId` when the client names one; anything else reads as not
 * found, so ids of other users' answers neither work nor leak. It is looked up in the messages
 * read model with the caller in the filter. The read model trails the log by milliseconds: on a
 * miss we wait (bounded by MIN_POSITION_WAIT_MS) for the projector to reach the log's head as it
 * was when the request came in, so feedback on an answer given a moment ago is not refused.
 * Returns the conversation the message belongs to.
 */
export async function ownMessage(
  readModels: ReadModels,
  eventStore: EventStore,
  userId: string,
  messageId: string,
  conversationId: string | null,
): Promise<{ conversationId: string }> {
  const head = await eventStore.headPosition();
  const filter = {
    _id: messageId,
    user_id: userId,
    ...(conversationId ? { conversation_id: conversationId } : {}),
  };
  const find = async () => (await readModels.collection(MESSAGES)).findOne(filter);
  let message = await find();
  if (!message && (await readModels.checkpoint()) < head) {
    await readModels.waitForPosition(head);
    message = await find();
  }
  if (!message) throw ConversationNotFoundError();
  return { conversationId: message.conversation_id };
}
