import { ConversationNotFoundError, conversationDecider } from '@buildmentor/domain';
import { type DeciderRunner } from '../shared/decider-runner';

/** A conversation id sent by a client must be the caller's own; anyone else's reads as not found. */
export async function assertOwnConversation(runner: DeciderRunner, userId: string, conversationId: string): Promise<void> {
  const state = await runner.load(conversationDecider, `conversation-${conversationId}`);
  if (state.status !== 'active' || state.userId !== userId) throw new ConversationNotFoundError();
}
