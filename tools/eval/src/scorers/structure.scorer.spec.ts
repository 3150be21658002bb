import { aCase, anAnswer } from '../testing/fixtures';
import { scoreStructure } from './structure.scorer';

describe('scoreStructure', () => {
  const evalCase = aCase();

  it('gives 1 to an answer with a title, the three parts and 2 to 7 steps', () => {
    expect(scoreStructure(anAnswer(), evalCase)).toEqual({ score: 1, notes: [] });
  });

  it('takes a fifth for each missing part', () => {
    const result = scoreStructure(anAnswer({ title: ' ', response: { mentoring: '' } }), evalCase);
    expect(result).toEqual({ score: 0.6, notes: ['no title', 'empty mentoring part'] });
  });

  it.each([
    [['Only one step.'], '1 next steps'],
    [Array.from({ length: 8 }, (_, i) => `Step ${i + 1}.`), '8 next steps'],
    [['A step.', '  '], '1 next steps'],
  ])('wants 2 to 7 non-empty next steps (%j)', (steps, note) => {
    const result = scoreStructure(anAnswer({ response: { next_steps: steps } }), evalCase);
    expect(result?.score).toBe(0.8);
    expect(result?.notes[0]).toContain(note);
  });

  it('accepts exactly 2 and exactly 7 steps', () => {
    for (const count of [2, 7]) {
      const steps = Array.from({ length: count }, (_, i) => `Step ${i + 1}.`);
      expect(scoreStructure(anAnswer({ response: { next_steps: steps } }), evalCase)?.score).toBe(1);
    }
  });

  it('catches a block the renderer would refuse (a ragged table)', () => {
    const answer = anAnswer({
      blocks: [{ type: 'table', caption: 'c', headers: ['a', 'b'], rows: [['1']], dense: false }],
    });
    expect(scoreStructure(answer, evalCase)).toEqual({ score: 0.8, notes: ['a block is not valid'] });
  });
});
