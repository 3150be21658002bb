import { type AnswerRequest, type ConversationTurn, type RetrievedPassage } from '../answer-generator.port';

/** Where the building work is: it decides which code the answer is grounded in. */
export type Jurisdiction = 'AU' | 'NZ';

/**
 * Which code an answer's advice (mentoring, workflow) may name: a jurisdiction's, or neither when
 * the question does not say where it is and its topic holds in both (on-site wastewater).
 */
export type AdviceCode = Jurisdiction | 'either';

/**
 * Words that place a question in New Zealand: the country, its Building Code and regulator, a
 * Standards New Zealand number (not the joint "AS/NZS"), an acceptable solution or verification
 * method ("E2/AS1", "B1/VM1"), and its main cities and regions. Places whose names are shared
 * with Australian towns or suburbs (Canterbury, Gisborne, Hastings) are left out; Hamilton and
 * Wellington stay, because a question that also names an Australian place or the NCC is not
 * placed by them (see placeOf).
 */
const NEW_ZEALAND = new RegExp(
  [
    'new zealand',
    'aotearoa',
    '(?<![a-z0-9/])nz(?![a-z])',
    'nzbc',
    '(?<![a-z0-9/])nzs\\s*\\d',
    '(?<![a-z0-9])[a-h]\\d{1,2}\\/(?:as|vm)\\d',
    'building consent',
    'mbie',
    'branz',
    'auckland',
    'wellington',
    'christchurch',
    'hamilton',
    'tauranga',
    'dunedin',
    'palmerston north',
    'napier',
    'rotorua',
    'new plymouth',
    'whang[aā]rei',
    'invercargill',
    'queenstown',
    'whanganui',
    'porirua',
    'lower hutt',
    'upper hutt',
    'waikato',
    'otago',
    'southland',
    'taranaki',
    'bay of plenty',
    "hawke['’]?s bay",
    'manawat[uū]',
    'wairarapa',
  ]
    .map((marker) => `(?<![a-z])${marker}`)
    .join('|'),
  'i',
);

/** Words that place a question in Australia: the country, its code and states, and capital cities. */
const AUSTRALIA = new RegExp(
  [
    'australia',
    'ncc',
    'bca',
    'national construction code',
    'abcb',
    'housing provisions',
    'nsw',
    'new south wales',
    'victoria',
    'queensland',
    'qld',
    'tasmania',
    'northern territory',
    'sydney',
    'melbourne',
    'brisbane',
    'perth',
    'adelaide',
    'hobart',
    'canberra',
    'darwin',
    'gold coast',
  ]
    .map((marker) => `(?<![a-z])${marker}(?![a-z])`)
    .join('|'),
  'i',
);

/** NZ or AU when a text names only one of them; null when it names neither, or both. */
export function placeOf(text: string): Jurisdiction | null {
  const nz = NEW_ZEALAND.test(text);
  const au = AUSTRALIA.test(text);
  if (nz === au) return null;
  return nz ? 'NZ' : 'AU';
}

/**
 * Where the asker's building work is, from the first of these that places it: the question, the
 * asker's custom instructions, the conversation's earlier questions (newest first), then the
 * passages the answer quotes (the asker's own specification citing E2/AS1 is New Zealand work).
 * Null when nothing places it: the answerer then uses the Australian topics (the product's home
 * market), and the shared ones.
 */
export function detectJurisdiction(
  request: Pick<AnswerRequest, 'question' | 'profile'>,
  history: readonly ConversationTurn[],
  quoted: readonly RetrievedPassage[],
): Jurisdiction | null {
  const earlier = history
    .filter((turn) => turn.role === 'user')
    .map((turn) => turn.content)
    .reverse();
  const signals = [
    request.question,
    request.profile?.customInstructions ?? '',
    ...earlier,
    quoted.map((passage) => `${passage.title}\n${passage.text}`).join('\n'),
  ];
  for (const text of signals) {
    const place = placeOf(text);
    if (place) return place;
  }
  return null;
}
