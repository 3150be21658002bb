import { oneDocumentPerEvent, type Projection } from '../projection/projection';
import { readModel, type ReadModelDoc } from '../projection/read-model';
import { type AnyProjectedEvent } from '../projection/projected-event';

/** `contributions`: what admins review (default filter pending_review) and its decision. */
export interface ContributionDoc extends ReadModelDoc {
  contribution_id: string;
  user_id: string;
  message_id: string;
  session_id: string | null;
  contribution_text: string;
  opt_in_credit: boolean;
  status: 'pending_review' | 'approved' | 'rejected';
  review_notes: string | null;
  reviewer_id: string | null;
  submitted_at: string;
  reviewed_at: string | null;
}

export const CONTRIBUTIONS = readModel<ContributionDoc>('contributions');

function evolveContribution(doc: ContributionDoc | null, event: AnyProjectedEvent): ContributionDoc | null {
  switch (event.type) {
    case 'ContributionSubmitted':
      return {
        _id: event.data.contributionId,
        _position: 0,
        contribution_id: event.data.contributionId,
        user_id: event.data.userId,
        message_id: event.data.messageId,
        session_id: event.data.conversationId,
        contribution_text: event.data.contributionText,
        opt_in_credit: event.data.optInCredit,
        status: 'pending_review',
        review_notes: null,
        reviewer_id: null,
        submitted_at: event.metadata.at,
        reviewed_at: null,
      };
    case 'ContributionReviewed':
      return (
        doc && {
          ...doc,
          status: event.data.status,
          review_notes: event.data.notes,
          reviewer_id: event.data.reviewerId,
          reviewed_at: event.metadata.at,
        }
      );
    default:
      return doc;
  }
}

export const contributionsProjection: Projection<ContributionDoc> = {
  readModel: CONTRIBUTIONS,
  ...oneDocumentPerEvent(['ContributionSubmitted', 'ContributionReviewed'], 'contributionId'),
  evolve: evolveContribution,
  indexes: [{ keys: { status: 1, submitted_at: -1 } }],
};
