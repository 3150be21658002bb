import { eventTypes, type Projection } from '../projection/projection';
import { readModel, type ReadModelDoc } from '../projection/read-model';
import { type AnyProjectedEvent } from '../projection/projected-event';

/**
 * `shares`: one document per read-only link, by its token (`_id`), so opening `/share/<token>` is
 * one read by id. A revoked link keeps its document with `revoked_at` set rather than being
 * deleted: the document's `_position` is what makes a redelivered `ConversationShared` change
 * nothing, and a deleted document could not remember it.
 */
export interface ShareDoc extends ReadModelDoc {
  conversation_id: string;
  user_id: string;
  shared_at: string;
  /**
   * The log position of the share: the link shows the messages recorded before it (the
   * conversation as it was shared), not what its owner asks afterwards.
   */
  shared_position: number;
  revoked_at: string | null;
}

export const SHARES = readModel<ShareDoc>('shares');

function evolveShare(doc: ShareDoc | null, event: AnyProjectedEvent): ShareDoc | null {
  switch (event.type) {
    case 'ConversationShared':
      return {
        _id: event.data.token,
        _position: 0,
        conversation_id: event.data.conversationId,
        user_id: event.data.userId,
        shared_at: event.metadata.at,
        shared_position: event.position,
        revoked_at: null,
      };
    case 'ConversationShareRevoked':
      return doc && { ...doc, revoked_at: event.metadata.at };
    default:
      return doc;
  }
}

export const sharesProjection: Projection<ShareDoc> = {
  readModel: SHARES,
  handles: eventTypes('ConversationShared', 'ConversationShareRevoked'),
  documentIds: (event) =>
    event.type === 'ConversationShared' || event.type === 'ConversationShareRevoked'
      ? [event.data.token]
      : [],
  evolve: evolveShare,
};
