import { DeciderSpecification } from '../shared/decider-spec';
import * as contributionDecider from './contribution.decider';
import * as feedbackDecider from './feedback.decider';
import type { ContributionEvent, FeedbackEvent } from './feedback.events';

const feedback = (feedbackType: 'positive' | 'negative', comment: string) => ({
  type: 'SubmitFeedback' as const,
  data: {
    feedbackId: 'f1',
    userId: 'u1',
    userEmail: 'u1@firm.com.au',
    messageId: 'q1:answer',
    conversationId: 'c1',
    feedbackType,
    comment,
  },
});
const submitted = (feedbackType: 'positive' | 'negative', comment: string): FeedbackEvent => ({
  type: 'FeedbackSubmitted',
  data: { ...feedback(feedbackType, comment).data },
});

describe('feedback decider', () => {
  const spec = DeciderSpecification.for(feedbackDecider);
  describe('no feedback yet', () => {
    it('records a vote with its trimmed comment', () =>
      spec
        .given([])
        .when(feedback('positive', ' Clear answer '))
        .then([submitted('positive', 'Clear answer')]));
    it('refuses a blank comment', () => {
      spec.given([]).when(feedback('negative', '   ')).thenThrows('FEEDBACK.COMMENT_REQUIRED');
    });
  });
  describe('after a vote', () => {
    const given = spec.given([submitted('positive', 'Clear answer')]);
    it('ignores the identical vote again', () =>
      given.when(feedback('positive', 'Clear answer')).thenNothingHappens());
    it('records a changed vote', () =>
      given.when(feedback('negative', 'Wrong clause')).then([submitted('negative', 'Wrong clause')]));
  });
});

const submit = (text: string) => ({
  type: 'SubmitContribution' as const,
  data: {
    contributionId: 'k1',
    userId: 'u1',
    messageId: 'q1:answer',
    conversationId: 'c1',
    contributionText: text,
    optInCredit: true,
  },
});
const review = (status: 'approved' | 'rejected', reviewerId = 'admin1') => ({
  type: 'ReviewContribution' as const,
  data: { contributionId: 'k1', reviewerId, status, notes: ' Useful ' },
});
const contributed: ContributionEvent = {
  type: 'ContributionSubmitted',
  data: { ...submit('Add AS 1657 for ladders').data },
};
const reviewed = (status: 'approved' | 'rejected'): ContributionEvent => ({
  type: 'ContributionReviewed',
  data: { contributionId: 'k1', reviewerId: 'admin1', status, notes: 'Useful' },
});

describe('contribution decider', () => {
  const spec = DeciderSpecification.for(contributionDecider);
  describe('nothing submitted', () => {
    it('records a contribution', () =>
      spec.given([]).when(submit(' Add AS 1657 for ladders ')).then([contributed]));
    it('refuses blank text', () => {
      spec.given([]).when(submit(' ')).thenThrows('CONTRIBUTION.TEXT_REQUIRED');
    });
    it('cannot be reviewed', () => {
      spec.given([]).when(review('approved')).thenThrows('CONTRIBUTION.NOT_FOUND');
    });
  });
  describe('pending review', () => {
    const given = spec.given([contributed]);
    it('ignores a retried submission', () =>
      given.when(submit('Add AS 1657 for ladders')).thenNothingHappens());
    it('is approved with trimmed notes', () => given.when(review('approved')).then([reviewed('approved')]));
    it('is rejected', () => given.when(review('rejected')).then([reviewed('rejected')]));
  });
  describe('reviewed', () => {
    const given = spec.given([contributed, reviewed('approved')]);
    it('ignores the same decision again', () => given.when(review('approved')).thenNothingHappens());
    it('refuses another decision', () => {
      given.when(review('rejected')).thenThrows('CONTRIBUTION.NOT_PENDING');
    });
  });
});
