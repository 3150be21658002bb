import { oneDocumentPerEvent, type Projection } from '../projection/projection';
import { readModel, type ReadModelDoc } from '../projection/read-model';
import { type AnyProjectedEvent } from '../projection/projected-event';

/** `feedback`: the admin feedback dashboard's rows (spec section 3, feedback item). */
export interface FeedbackDoc extends ReadModelDoc {
  feedback_id: string;
  message_id: string;
  conversation_id: string | null;
  feedback_type: 'positive' | 'negative';
  comment: string;
  user_id: string;
  user_email: string;
  timestamp: string;
  status: 'submitted';
}

export const FEEDBACK = readModel<FeedbackDoc>('feedback');

function evolveFeedback(doc: FeedbackDoc | null, event: AnyProjectedEvent): FeedbackDoc | null {
  if (event.type !== 'FeedbackSubmitted') return doc;
  const d = event.data;
  return {
    _id: d.feedbackId,
    _position: 0,
    feedback_id: d.feedbackId,
    message_id: d.messageId,
    conversation_id: d.conversationId,
    feedback_type: d.feedbackType,
    comment: d.comment,
    user_id: d.userId,
    user_email: d.userEmail,
    timestamp: event.metadata.at,
    status: 'submitted',
  };
}

export const feedbackProjection: Projection<FeedbackDoc> = {
  readModel: FEEDBACK,
  ...oneDocumentPerEvent(['FeedbackSubmitted'], 'feedbackId'),
  evolve: evolveFeedback,
  indexes: [{ keys: { timestamp: -1 } }, { keys: { feedback_type: 1, timestamp: -1 } }],
};
