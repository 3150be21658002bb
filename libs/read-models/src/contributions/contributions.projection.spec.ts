import { EVENT_DATA_SAMPLES } from '@buildmentor/contracts/testing';
import { onceAndTwice, ProjectionHarness } from '../testing/projection-harness';
import { contributionsProjection, type ContributionDoc } from './contributions.projection';

const submitted = { ...EVENT_DATA_SAMPLES.ContributionSubmitted, contributionId: 'k1' };

describe('contributions projection', () => {
  it('ContributionSubmitted is pending review', () => {
    const h = new ProjectionHarness<ContributionDoc>(contributionsProjection);
    h.apply(h.event('ContributionSubmitted', submitted, '2026-03-01T00:00:00.000Z'));
    expect(h.get('k1')).toMatchObject({
      status: 'pending_review',
      submitted_at: '2026-03-01T00:00:00.000Z',
      review_notes: null,
    });
  });

  it('ContributionReviewed records the decision, notes, reviewer and time', () => {
    const h = new ProjectionHarness<ContributionDoc>(contributionsProjection);
    h.apply(
      h.event('ContributionSubmitted', submitted),
      h.event(
        'ContributionReviewed',
        { contributionId: 'k1', reviewerId: 'admin1', status: 'approved', notes: 'Useful' },
        '2026-03-02T00:00:00.000Z',
      ),
    );
    expect(h.get('k1')).toMatchObject({
      status: 'approved',
      review_notes: 'Useful',
      reviewer_id: 'admin1',
      reviewed_at: '2026-03-02T00:00:00.000Z',
    });
  });

  it('is idempotent: every event applied twice gives the same documents', () => {
    const h = new ProjectionHarness<ContributionDoc>(contributionsProjection);
    const events = [
      h.event('ContributionSubmitted', submitted),
      h.event('ContributionReviewed', {
        contributionId: 'k1',
        reviewerId: 'a',
        status: 'rejected',
        notes: '',
      }),
    ];
    const { once, twice } = onceAndTwice(contributionsProjection, events);
    expect(once['k1']!.status).toBe('rejected');
    expect(twice).toEqual(once);
  });
});
