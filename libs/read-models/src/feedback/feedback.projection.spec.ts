import { EVENT_DATA_SAMPLES } from '@buildmentor/contracts/testing';
import { onceAndTwice, ProjectionHarness } from '../testing/projection-harness';
import { feedbackProjection, type FeedbackDoc } from './feedback.projection';

const sample = { ...EVENT_DATA_SAMPLES.FeedbackSubmitted, feedbackId: 'f1' };

describe('feedback projection', () => {
  it('FeedbackSubmitted stores the row, and a later vote replaces it', () => {
    const h = new ProjectionHarness<FeedbackDoc>(feedbackProjection);
    h.apply(
      h.event(
        'FeedbackSubmitted',
        { ...sample, feedbackType: 'positive', comment: 'Clear' },
        '2026-03-01T00:00:00.000Z',
      ),
    );
    expect(h.get('f1')).toMatchObject({
      feedback_type: 'positive',
      comment: 'Clear',
      timestamp: '2026-03-01T00:00:00.000Z',
      status: 'submitted',
      user_email: sample.userEmail,
    });
    h.apply(h.event('FeedbackSubmitted', { ...sample, feedbackType: 'negative', comment: 'Wrong clause' }));
    expect(h.get('f1')).toMatchObject({ feedback_type: 'negative', comment: 'Wrong clause' });
  });

  it('is idempotent: every event applied twice gives the same documents', () => {
    const h = new ProjectionHarness<FeedbackDoc>(feedbackProjection);
    const events = [
      h.event('FeedbackSubmitted', sample),
      h.event('FeedbackSubmitted', { ...sample, feedbackId: 'f2' }),
    ];
    const { once, twice } = onceAndTwice(feedbackProjection, events);
    expect(Object.keys(once)).toEqual(['f1', 'f2']);
    expect(twice).toEqual(once);
  });
});
