import { guidanceFor, inSentence } from './level-guidance';

describe('inSentence', () => {
  it.each([
    ['Concrete structures (AS 3600)', 'concrete structures (AS 3600)'],
    ['Energy efficiency (NCC Section J)', 'energy efficiency (NCC section J)'],
    ['Energy efficiency in New Zealand (clause H1)', 'energy efficiency in New Zealand (clause H1)'],
    ['Stairs, handrails and balustrades', 'stairs, handrails and balustrades'],
  ])('reads "%s" as "%s"', (title, expected) => {
    expect(inSentence(title)).toBe(expected);
  });
});

describe('mentoring by code', () => {
  it('speaks of the NCC system in Australia and of the consent system in New Zealand', () => {
    const senior = guidanceFor('senior');
    expect(senior.mentoring('Fire doors')).toContain('deemed-to-satisfy');
    expect(senior.mentoring('Fire doors', 'NZ')).toContain('acceptable solution');
    expect(senior.mentoring('Fire doors', 'NZ')).toContain('building consent authority');
    expect(senior.mentoring('Fire doors', 'NZ')).not.toMatch(/deemed-to-satisfy|certifier/);
    expect(guidanceFor('graduate').mentoring('Decks', 'NZ')).toContain('Building Code clause');
    expect(guidanceFor('expert').mentoring('Decks', 'either')).not.toMatch(
      /state variations|consent authority/,
    );
  });
});
