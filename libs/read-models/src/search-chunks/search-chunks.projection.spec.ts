import { onceAndTwice, ProjectionHarness } from '../testing/projection-harness';
import { searchChunksProjection, type SearchChunkDoc } from './search-chunks.projection';

const longPage = (word: string) =>
  Array.from({ length: 120 }, (_, i) => `${word} sentence number ${i} about gutters.`).join(' ');
const extracted = (documentId: string, pages: { page: number; text: string }[]) => ({
  documentId,
  userId: 'u1',
  pages,
  charCount: pages.reduce((n, p) => n + p.text.length, 0),
  extractor: 'pdf',
  filename: `${documentId}.pdf`,
  scope: 'personal' as const,
  partnerName: null,
});

describe('search_chunks projection', () => {
  it('DocumentTextExtracted stores each chunk with its page, owner, scope and file name', () => {
    const h = new ProjectionHarness<SearchChunkDoc>(searchChunksProjection);
    h.apply(
      h.event(
        'DocumentTextExtracted',
        extracted('d1', [
          { page: 1, text: 'Fire doors need -/60/30.' },
          { page: 2, text: longPage('Box') },
        ]),
      ),
    );
    const docs = [...h.docs.values()];
    expect(docs.length).toBeGreaterThan(2);
    expect(h.get('d1:0')).toMatchObject({
      document_id: 'd1',
      user_id: 'u1',
      scope: 'personal',
      filename: 'd1.pdf',
      page: 1,
      chunk_index: 0,
      text: 'Fire doors need -/60/30.',
    });
    expect(docs.filter((d) => d.page === 2).length).toBeGreaterThan(1);
  });

  it('DocumentDeleted removes every chunk of that document and only those', () => {
    const h = new ProjectionHarness<SearchChunkDoc>(searchChunksProjection);
    h.apply(
      h.event('DocumentTextExtracted', extracted('d1', [{ page: 1, text: longPage('One') }])),
      h.event('DocumentTextExtracted', extracted('d2', [{ page: 1, text: 'Other document' }])),
      h.event('DocumentDeleted', { documentId: 'd1', userId: 'u1', deletedBy: 'u1', reason: null }),
    );
    expect([...h.docs.keys()]).toEqual(['d2:0']);
  });

  it('MentorNoteAdded indexes the note as a private mentor note', () => {
    const h = new ProjectionHarness<SearchChunkDoc>(searchChunksProjection);
    h.apply(
      h.event('MentorNoteAdded', {
        noteId: 'n1',
        userId: 'u1',
        title: 'Handrail lesson',
        body: 'Check returns at landings.',
        tags: [],
      }),
    );
    expect(h.get('note:n1')).toMatchObject({
      kind: 'mentor_note',
      scope: 'personal',
      user_id: 'u1',
      filename: 'Handrail lesson',
      text: 'Handrail lesson. Check returns at landings.',
    });
  });

  it('is idempotent: every event applied twice gives the same documents', () => {
    const h = new ProjectionHarness<SearchChunkDoc>(searchChunksProjection);
    const events = [
      h.event('DocumentTextExtracted', extracted('d1', [{ page: 3, text: longPage('Roof') }])),
      h.event('DocumentTextExtracted', extracted('d2', [{ page: 1, text: 'Short' }])),
      h.event('DocumentDeleted', { documentId: 'd2', userId: 'u1', deletedBy: 'u1', reason: null }),
      h.event('MentorNoteAdded', { noteId: 'n1', userId: 'u1', title: 'T', body: 'B', tags: [] }),
    ];
    const { once, twice } = onceAndTwice(searchChunksProjection, events);
    expect(Object.keys(once).every((id) => id.startsWith('d1:') || id === 'note:n1')).toBe(true);
    expect(twice).toEqual(once);
  });
});
