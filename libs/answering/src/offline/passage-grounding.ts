import { MAX_SOURCES_PER_ANSWER } from '@buildmentor/contracts';
import { type RetrievedPassage } from '../answer-generator.port';

/** A passage the offline answer quotes, with the sentences chosen from it. */
export interface GroundedPassage {
  passage: RetrievedPassage;
  sentences: string[];
  score: number;
}

const STOPWORDS = new Set(
  'the and for are but not you your with what when where which who how does did do can should must have has this that from into about there their them than then also any all per our out its was were will would need needs required require under over mean means say says said'.split(
    ' ',
  ),
);

/**
 * Words every construction question and document uses: sharing one says nothing about relevance.
 * That includes the kind of building the asker works on ("our warehouse office"): every document
 * of the project names it, so a paint schedule for the warehouse office is not an answer to a
 * question about the RCDs in that office.
 */
const GENERIC = new Set(
  [
    'building buildings project projects requirement requirements apply applies applied use used using give gives tell standard standards',
    'house houses home dwelling apartment apartments unit units office offices warehouse warehouses school schools hospital hotel shop shops retail factory tower',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Question terms: lower-case words of 3+ characters, or anything with a digit (class 2, 3500.3),
 * with a plural "s" taken off so "handrails" meets "handrail".
 */
export function terms(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .split(/[^a-z0-9.]+/)
    .map((word) => word.replace(/^\.+|\.+$/g, ''));
  return new Set(
    words
      .filter((word) => (word.length >= 3 || /\d/.test(word)) && !STOPWORDS.has(word) && !GENERIC.has(word))
      .map(stem),
  );
}

/**
 * A light stem, so the forms a question and a document use meet: plurals ("handrails",
 * "specs"), "-ing" and "-ed" ("waterproofing" and "waterproof", "treated" and "treat") and
 * "-ification" ("specification" and "spec", "classification" and "class"). Deliberately crude:
 * it only has to make two spellings of one word equal, never to produce a dictionary word.
 */
export function stem(word: string): string {
  const base = word.length > 4 && /[^s]s$/.test(word) ? word.slice(0, -1) : word;
  if (base.length > 12 && base.endsWith('ification')) return base.slice(0, -'ification'.length);
  if (base.length > 6 && base.endsWith('ing')) return base.slice(0, -3);
  if (base.length > 5 && base.endsWith('ed')) return base.slice(0, -2);
  return base;
}

/**
 * The share of the question's terms a passage must contain to be cited: a quarter. Retrieval
 * ranks by any shared word, so a passage it returns can share nothing meaningful ("two unrelated
 * passages cited"); a quarter means one shared term for a short question (up to 4 terms) and two
 * for a typical one (5 to 8), so a passage that merely mentions "building" is not quoted as the
 * answer to a question about handrail heights in a building.
 */
export const MIN_PASSAGE_RELEVANCE = 0.25;

/**
 * Words (stemmed) that name a kind of document: "our specs", "the geotechnical report". They help
 * a passage from that document rank, but alone they say nothing about the subject: the lift
 * specification is not an answer to "what do our specs say about the balconies".
 */
const DOCUMENT_KINDS = new Set(['spec', 'report', 'schedule', 'plan', 'note', 'drawing', 'document', 'doc']);

const shared = (questionTerms: Set<string>, text: string) =>
  [...terms(text)].filter((t) => questionTerms.has(t));

const overlap = (questionTerms: Set<string>, text: string) => shared(questionTerms, text).length;

/** How relevant a passage is: the question terms its title and text share, 0 when only document kinds. */
function relevance(questionTerms: Set<string>, passage: RetrievedPassage): number {
  const found = shared(questionTerms, `${passage.title}\n${passage.text}`);
  return found.some((term) => !DOCUMENT_KINDS.has(term)) ? found.length : 0;
}

/**
 * Picks what the offline answer quotes: the passages sharing at least MIN_PASSAGE_RELEVANCE of the
 * question's terms (and at least one) in their title or text, ranked by how many they share (ties keep the retriever's
 * order), at most 3, and from each the sentences that share the most terms, in their original
 * order. A passage below the threshold is not cited: quoting it would present an unrelated text
 * as the answer's ground.
 */
export function groundInPassages(
  question: string,
  passages: readonly RetrievedPassage[],
  sentencesPerPassage: number,
): GroundedPassage[] {
  const questionTerms = terms(question);
  const needed = Math.max(1, MIN_PASSAGE_RELEVANCE * questionTerms.size);
  return (
    passages
      // The title counts: "what does our specification say about the showers" names the document
      // by its kind ("Specification 0611 Waterproofing"), which its text rarely repeats.
      .map((passage, index) => ({ passage, index, score: relevance(questionTerms, passage) }))
      .filter(({ score }) => score >= needed)
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .slice(0, MAX_SOURCES_PER_ANSWER)
      .map(({ passage, score }) => ({
        passage,
        score,
        sentences: bestSentences(passage.text, questionTerms, sentencesPerPassage),
      }))
  );
}

function bestSentences(text: string, questionTerms: Set<string>, count: number): string[] {
  const sentences = text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.length >= 12)
    .map((sentence, index) => ({ sentence: clip(sentence), index, score: overlap(questionTerms, sentence) }));
  if (sentences.length === 0) return [clip(text.replace(/\s+/g, ' ').trim())];
  return [...sentences]
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map(({ sentence }) => sentence);
}

const clip = (sentence: string) => (sentence.length > 320 ? `${sentence.slice(0, 319)}…` : sentence);
