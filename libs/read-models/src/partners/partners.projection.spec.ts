import { EVENT_DATA_SAMPLES } from '@buildmentor/contracts/testing';
import { onceAndTwice, ProjectionHarness } from '../testing/projection-harness';
import { partnersProjection, type PartnerDoc } from './partners.projection';

const applied = EVENT_DATA_SAMPLES.PartnerApplied;
const approved = EVENT_DATA_SAMPLES.PartnerApproved;
const rejected = EVENT_DATA_SAMPLES.PartnerRejected;

describe('partners projection', () => {
  it('PartnerApplied stores every field of the application as pending', () => {
    const h = new ProjectionHarness<PartnerDoc>(partnersProjection);
    h.apply(h.event('PartnerApplied', applied, '2026-03-01T00:00:00.000Z'));
    expect(h.get('p1')).toEqual({
      _id: 'p1',
      _position: 1,
      partner_id: 'p1',
      user_id: 'u1',
      company_name: 'Acme Stairs Pty Ltd',
      contact_person: 'Sam Lee',
      email: 'sam@acme.example',
      industry_sector: 'Residential',
      phone: null,
      status: 'pending',
      manual_review_required: false,
      country: 'AU',
      business_id_scheme: 'ABN',
      business_id_number: '51824753556',
      abn_acn: 'ABN:51824753556',
      business_id_valid: true,
      description: 'Stair manufacturer',
      admin_notes: null,
      reviewer_id: null,
      created_at: '2026-03-01T00:00:00.000Z',
      reviewed_at: null,
    });
  });

  it('PartnerApproved records the status, notes, reviewer and time', () => {
    const h = new ProjectionHarness<PartnerDoc>(partnersProjection);
    h.apply(
      h.event('PartnerApplied', applied),
      h.event('PartnerApproved', approved, '2026-03-02T00:00:00.000Z'),
    );
    expect(h.get('p1')).toMatchObject({
      status: 'approved',
      admin_notes: 'Verified ABN',
      reviewer_id: 'admin1',
      reviewed_at: '2026-03-02T00:00:00.000Z',
    });
  });

  it('PartnerRejected records the reason as the admin notes', () => {
    const h = new ProjectionHarness<PartnerDoc>(partnersProjection);
    h.apply(
      h.event('PartnerApplied', applied),
      h.event('PartnerRejected', rejected, '2026-03-02T00:00:00.000Z'),
    );
    expect(h.get('p1')).toMatchObject({
      status: 'rejected',
      admin_notes: 'Not a construction business',
      reviewed_at: '2026-03-02T00:00:00.000Z',
    });
  });

  it('a new application after a rejection starts the document over', () => {
    const h = new ProjectionHarness<PartnerDoc>(partnersProjection);
    h.apply(
      h.event('PartnerApplied', applied),
      h.event('PartnerRejected', rejected),
      h.event(
        'PartnerApplied',
        {
          ...applied,
          businessIdScheme: null,
          businessIdNumber: null,
          abnAcn: 'MANUAL_REVIEW_REQUIRED',
          manualReviewRequired: true,
        },
        '2026-03-05T00:00:00.000Z',
      ),
    );
    expect(h.get('p1')).toMatchObject({
      status: 'pending',
      admin_notes: null,
      reviewed_at: null,
      abn_acn: 'MANUAL_REVIEW_REQUIRED',
      manual_review_required: true,
      created_at: '2026-03-05T00:00:00.000Z',
    });
  });

  it('is idempotent: every event applied twice gives the same documents', () => {
    const h = new ProjectionHarness<PartnerDoc>(partnersProjection);
    const events = [
      h.event('PartnerApplied', applied),
      h.event('PartnerRejected', rejected),
      h.event('PartnerApplied', applied),
      h.event('PartnerApproved', approved),
      h.event('PartnerApplied', { ...applied, partnerId: 'p2', userId: 'u2' }),
    ];
    const { once, twice } = onceAndTwice(partnersProjection, events);
    expect(once['p1']!.status).toBe('approved');
    expect(once['p2']!.status).toBe('pending');
    expect(twice).toEqual(once);
  });
});
