import { WET_AREAS_NOT_4654 } from '../cases/forbidden';
import { aCase, anAnswer } from '../testing/fixtures';
import { MUST_NOT_PENALTY, scoreCase, WEIGHTS } from './score-case';

describe('scoreCase', () => {
  it('is the weighted mean of the dimensions that apply', () => {
    const evalCase = aCase({ required: ['AS 3740', 'NCC Volume Two'] });
    const { scores, total } = scoreCase(anAnswer(), evalCase);
    expect(Object.keys(scores)).toEqual(['structure', 'references', 'personalisation', 'grounding']);
    expect(scores.references?.score).toBe(0.5);
    const sum = WEIGHTS.structure + WEIGHTS.references + WEIGHTS.personalisation + WEIGHTS.grounding;
    expect(total).toBeCloseTo((sum - WEIGHTS.references * 0.5) / sum);
  });

  it('applies the penalty for a forbidden statement', () => {
    const evalCase = aCase({ mustNot: [WET_AREAS_NOT_4654] });
    const clean = scoreCase(anAnswer(), evalCase);
    const wrong = scoreCase(anAnswer({ summary: 'AS 4654.2 applies to the shower.' }), evalCase);
    expect(clean.total).toBe(1);
    expect(wrong.scores.mustNot?.score).toBe(0);
    expect(wrong.total).toBe(MUST_NOT_PENALTY);
  });

  it('scores an out-of-scope answer that answers anyway 0, however well formed', () => {
    const evalCase = aCase({ required: [], outOfScope: true });
    expect(scoreCase(anAnswer(), evalCase).total).toBe(0);
    const declined = anAnswer({
      title: 'Outside my scope',
      summary: 'I cannot help with that: I answer building design and construction questions.',
      blocks: [],
      response: { technical: 'That question is outside what I can answer.' },
    });
    expect(scoreCase(declined, evalCase)).toMatchObject({ total: 1, scores: { honesty: { score: 1 } } });
  });
});
