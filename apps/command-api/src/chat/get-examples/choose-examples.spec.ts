import { chooseExamples } from './choose-examples';
import { BUILT_IN_EXAMPLES } from './example-bank';

const none = { topics: [], sectors: [], disciplines: [] };

describe('chooseExamples', () => {
  it('gives the same examples for the same seed and different ones for another', () => {
    const a = chooseExamples(none, 5, 'seed-1');
    expect(chooseExamples(none, 5, 'seed-1')).toEqual(a);
    expect(chooseExamples(none, 5, 'seed-2')).not.toEqual(a);
    expect(a).toHaveLength(5);
    expect(new Set(a).size).toBe(5);
  });

  it("puts the user's sectors and disciplines first", () => {
    const picked = chooseExamples({ topics: [], sectors: ['Data Centres'], disciplines: [] }, 2, 's');
    expect(picked.every((q) => /data (centre|hall)/i.test(q))).toBe(true);
  });

  it('puts recent topics before profile matches', () => {
    const picked = chooseExamples(
      { topics: ['acoustics'], sectors: ['Data Centres'], disciplines: [] },
      1,
      's',
    );
    expect(picked[0]).toMatch(/acoustic/i);
  });

  it('includes the built-in questions in its pool', () => {
    const all = chooseExamples(none, 5, 'x');
    expect(all.length).toBe(5);
    expect(BUILT_IN_EXAMPLES).toHaveLength(5);
  });
});
