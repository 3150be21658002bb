import { type ConversationTurn, type RetrievedPassage } from '../answer-generator.port';
import { detectJurisdiction, placeOf } from './jurisdiction';

const AT = '2025-06-30T00:00:00.000Z';
const ask = (question: string, customInstructions = '') => ({
  question,
  profile: {
    experienceLevel: 'intermediate',
    industrySectors: [],
    disciplines: [],
    companyType: null,
    customInstructions,
  },
});
const earlier = (content: string): ConversationTurn[] => [
  { role: 'user', content, at: AT },
  { role: 'assistant', content: 'An answer.', at: AT },
];

describe('placeOf', () => {
  it.each([
    'What does the New Zealand Building Code require for a bathroom floor?',
    'Does NZBC clause E2 apply to a deck?',
    'Is our cladding within E2/AS1?',
    'Which NZS 3604 bracing table do I use?',
    'A two-storey house in Christchurch',
    'An office building in Wellington',
    'Do we need a building consent for a garden shed?',
    'A school in Auckland, NZ',
  ])('places "%s" in New Zealand', (text) => {
    expect(placeOf(text)).toBe('NZ');
  });

  it.each([
    'What does the NCC require for a bathroom floor?',
    'A warehouse in Brisbane',
    'Class 2 apartments in Victoria',
  ])('places "%s" in Australia', (text) => {
    expect(placeOf(text)).toBe('AU');
  });

  it('does not take a joint AS/NZS standard, or a word that merely contains a marker, for New Zealand', () => {
    expect(placeOf('Which AS/NZS 3000 clause covers RCDs?')).toBeNull();
    expect(placeOf('AS/NZS 1170.2 wind actions for a shed')).toBeNull();
    expect(placeOf('Is the beam in the ground-floor slab okay?')).toBeNull();
  });

  it('places nothing when a text names both countries', () => {
    expect(placeOf('How does the NCC compare with the New Zealand Building Code?')).toBeNull();
  });
});

describe('detectJurisdiction', () => {
  const nzSpec: RetrievedPassage = {
    documentId: 'doc-spec',
    title: 'Specification 4231 Weatherboard cladding',
    scope: 'personal',
    text: 'Bevel-back weatherboards over a drained and vented cavity in accordance with E2/AS1.',
  };

  it('takes the question first, then the custom instructions, earlier questions and quoted passages', () => {
    expect(detectJurisdiction(ask('A deck in Auckland?', 'I work in Sydney.'), [], [])).toBe('NZ');
    expect(
      detectJurisdiction(ask('What fall for the deck?', 'I design houses in New Zealand.'), [], []),
    ).toBe('NZ');
    expect(detectJurisdiction(ask('And the deck?'), earlier('A bathroom floor in Auckland?'), [])).toBe('NZ');
    expect(detectJurisdiction(ask('Which clause does our cladding spec meet?'), [], [nzSpec])).toBe('NZ');
  });

  it('reads earlier questions newest first', () => {
    const history = [...earlier('A bathroom in Auckland?'), ...earlier('Now a shop in Sydney: the stairs?')];
    expect(detectJurisdiction(ask('And the handrails?'), history, [])).toBe('AU');
  });

  it('is null when nothing places the work', () => {
    expect(
      detectJurisdiction(ask('What standard do I use for an on-site wastewater system?'), [], []),
    ).toBeNull();
  });
});
