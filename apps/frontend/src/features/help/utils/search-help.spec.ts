import { HELP_ARTICLES } from '../data/help-articles';
import { HELP_CATEGORIES, type HelpArticle } from '../data/help-categories';
import { matchHelpArticles, searchHelpArticles } from './search-help';

const article = (
  id: string,
  category: HelpArticle['category'],
  question: string,
  answer = '',
): HelpArticle => ({
  id,
  category,
  question,
  answer,
  excerpt: '',
});

const SAMPLE = [
  article('doors', 'fire-safety', 'Fire doors in a Class 2 building', 'Use AS 1905.1 doorsets.'),
  article('vent', 'mechanical', 'Ventilation rates', 'AS 1668.2 sets outdoor air rates.'),
  article('docs', 'privacy', 'Who sees my documents?', 'Personal documents are private.'),
  article('facade', 'standards', 'Façade fire spread', 'Cladding and external walls.'),
];

describe('searchHelpArticles', () => {
  it('lists everything for a blank query in "all", and only the category otherwise', () => {
    expect(searchHelpArticles(SAMPLE, '  ', 'all').map((a) => a.id)).toEqual([
      'doors',
      'vent',
      'docs',
      'facade',
    ]);
    expect(searchHelpArticles(SAMPLE, '', 'mechanical').map((a) => a.id)).toEqual(['vent']);
    expect(searchHelpArticles(SAMPLE, '', 'accuracy')).toEqual([]);
  });

  it('matches every word, in any order, case- and accent-insensitively, in question or answer', () => {
    expect(searchHelpArticles(SAMPLE, 'FIRE', 'all').map((a) => a.id)).toEqual(['doors', 'facade']);
    expect(searchHelpArticles(SAMPLE, '1905.1 doors', 'all').map((a) => a.id)).toEqual(['doors']);
    expect(searchHelpArticles(SAMPLE, 'facade', 'all').map((a) => a.id)).toEqual(['facade']);
    expect(searchHelpArticles(SAMPLE, 'fire private', 'all')).toEqual([]);
  });

  it('combines the query with the category', () => {
    expect(searchHelpArticles(SAMPLE, 'fire', 'standards').map((a) => a.id)).toEqual(['facade']);
    expect(searchHelpArticles(SAMPLE, 'fire', 'privacy')).toEqual([]);
  });
});

describe('matchHelpArticles', () => {
  it('returns the best matches for a free-text question, title words counting double', () => {
    expect(matchHelpArticles(SAMPLE, 'What ventilation rates apply?').map((a) => a.id)).toEqual(['vent']);
    expect(matchHelpArticles(SAMPLE, 'Can anyone see my documents?').map((a) => a.id)).toEqual(['docs']);
  });

  it('returns nothing when too few of the question’s words match', () => {
    expect(matchHelpArticles(SAMPLE, 'How do I cancel my subscription and change billing?')).toEqual([]);
    expect(matchHelpArticles(SAMPLE, 'the of and')).toEqual([]);
  });
});

describe('HELP_ARTICLES', () => {
  it('has at least three articles in every category, with unique ids', () => {
    for (const category of HELP_CATEGORIES.filter((c) => c !== 'all')) {
      expect(HELP_ARTICLES.filter((a) => a.category === category).length).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(HELP_ARTICLES.map((a) => a.id)).size).toBe(HELP_ARTICLES.length);
  });

  it('states the help text claims of spec section 9: 40+ disciplines and 17 sectors', () => {
    const text = HELP_ARTICLES.map((a) => `${a.excerpt} ${a.answer}`).join(' ');
    expect(text).toContain('40+ disciplines');
    expect(text).toContain('17 sectors');
  });
});
