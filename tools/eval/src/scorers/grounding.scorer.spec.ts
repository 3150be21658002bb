import { aCase, anAnswer } from '../testing/fixtures';
import { scoreGrounding } from './grounding.scorer';

const passages = [
  {
    documentId: 'doc-spec',
    title: 'Waterproofing specification',
    page: 4,
    text: 'Waterproof showers to AS 3740 with a liquid membrane.',
  },
  {
    documentId: 'doc-landscape',
    title: 'Landscape plan',
    text: 'Planting beds get 300 mm of imported topsoil over the subgrade.',
  },
];
const enhanced = (expectedSources: string[]) => aCase({ enhanced: true, passages, expectedSources });
const citing = (...sources: { title: string; document_id?: string }[]) => anAnswer({ sources });

describe('scoreGrounding', () => {
  it('in standard mode wants no source at all', () => {
    expect(scoreGrounding(anAnswer(), aCase())).toEqual({ score: 1, notes: [] });
    expect(scoreGrounding(citing({ title: 'Made up' }), aCase())).toEqual({
      score: 0,
      notes: ['cites 1 source(s) without documents'],
    });
  });

  it('in Enhanced mode gives 1 for citing the document that answers the question', () => {
    const answer = citing({ title: 'Waterproofing specification', document_id: 'doc-spec' });
    expect(scoreGrounding(answer, enhanced(['doc-spec']))).toEqual({ score: 1, notes: [] });
  });

  it('halves the score when an unrelated document is cited too', () => {
    const answer = citing(
      { title: 'Waterproofing specification', document_id: 'doc-spec' },
      { title: 'Landscape plan', document_id: 'doc-landscape' },
    );
    expect(scoreGrounding(answer, enhanced(['doc-spec']))).toEqual({
      score: 0.5,
      notes: ['cites unrelated doc-landscape'],
    });
  });

  it('gives 0 for citing nothing when a document answers the question', () => {
    expect(scoreGrounding(anAnswer(), enhanced(['doc-spec']))).toEqual({
      score: 0,
      notes: ['does not cite doc-spec'],
    });
  });

  it('matches a source by title when a model gives no document id', () => {
    expect(
      scoreGrounding(citing({ title: 'Waterproofing specification' }), enhanced(['doc-spec']))?.score,
    ).toBe(1);
  });

  it('wants no citation when none of the documents answers the question', () => {
    expect(scoreGrounding(anAnswer(), enhanced([]))?.score).toBe(1);
    expect(
      scoreGrounding(citing({ title: 'Landscape plan', document_id: 'doc-landscape' }), enhanced([]))?.score,
    ).toBe(0);
  });
});
