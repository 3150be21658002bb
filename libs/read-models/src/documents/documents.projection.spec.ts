import { EVENT_DATA_SAMPLES } from '@buildmentor/contracts/testing';
import { onceAndTwice, ProjectionHarness } from '../testing/projection-harness';
import { documentsProjection, type DocumentDoc } from './documents.projection';

const uploaded = { ...EVENT_DATA_SAMPLES.DocumentUploaded, documentId: 'd1', userId: 'u1' };

function withUpload() {
  const h = new ProjectionHarness<DocumentDoc>(documentsProjection);
  h.apply(h.event('DocumentUploaded', uploaded, '2026-03-01T00:00:00.000Z'));
  return h;
}

describe('documents projection', () => {
  it('DocumentUploaded lists the file as processing', () => {
    expect(withUpload().get('d1')).toMatchObject({
      user_id: 'u1',
      scope: 'personal',
      name: 'spec.pdf',
      status: 'processing',
      uploaded_at: '2026-03-01T00:00:00.000Z',
    });
  });

  it('DocumentTextExtracted marks it ready with its page count', () => {
    const h = withUpload();
    h.apply(
      h.event('DocumentTextExtracted', {
        ...EVENT_DATA_SAMPLES.DocumentTextExtracted,
        documentId: 'd1',
        pages: [
          { page: 1, text: 'a' },
          { page: 2, text: 'b' },
        ],
      }),
    );
    expect(h.get('d1')).toMatchObject({ status: 'ready', page_count: 2 });
  });

  it('DocumentRejected keeps the reason for the user', () => {
    const h = withUpload();
    h.apply(
      h.event('DocumentRejected', {
        documentId: 'd1',
        userId: 'u1',
        code: 'no_text',
        reason: 'No readable text was found.',
      }),
    );
    expect(h.get('d1')).toMatchObject({
      status: 'rejected',
      rejection_reason: 'No readable text was found.',
    });
  });

  it('DocumentDeleted removes it', () => {
    const h = withUpload();
    h.apply(h.event('DocumentDeleted', { documentId: 'd1', userId: 'u1', deletedBy: 'u1', reason: null }));
    expect(h.get('d1')).toBeUndefined();
  });

  it('is idempotent: every event applied twice gives the same documents', () => {
    const h = new ProjectionHarness<DocumentDoc>(documentsProjection);
    const events = [
      h.event('DocumentUploaded', uploaded),
      h.event('DocumentTextExtracted', { ...EVENT_DATA_SAMPLES.DocumentTextExtracted, documentId: 'd1' }),
      h.event('DocumentUploaded', { ...uploaded, documentId: 'd2' }),
      h.event('DocumentRejected', { documentId: 'd2', userId: 'u1', code: 'no_text', reason: 'x' }),
    ];
    const { once, twice } = onceAndTwice(documentsProjection, events);
    expect(Object.keys(once)).toEqual(['d1', 'd2']);
    expect(twice).toEqual(once);
  });
});
