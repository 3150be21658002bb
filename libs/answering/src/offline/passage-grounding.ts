import { MAX_SOURCES_PER_ANSWER } from '@buildmentor/contracts';
import { type RetrievedPassage } from '../answer-generator.port';

/** A passage the offline answer quotes, with the sentences chosen from it. */
export interface GroundedPassage {
  passage: RetrievedPassage;
  sentences: string[];
  score: number;
}

const STOPWORDS = new Set(
  'the and for are but not you your with what when where which who how does do can should must have has this that from into about there their them than then also any all per our out its was were will would need needs required require under over'.split(
    ' ',
  ),
);

/** Question terms: lower-case words of 3+ characters, or anything with a digit (class 2, 3500.3). */
export function terms(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .split(/[^a-z0-9.]+/)
    .map((word) => word.replace(/^\.+|\.+$/g, ''));
  return new Set(words.filter((word) => (word.length >= 3 || /\d/.test(word)) && !STOPWORDS.has(word)));
}

const overlap = (questionTerms: Set<string>, text: string) => {
  let count = 0;
  for (const term of terms(text)) if (questionTerms.has(term)) count++;
  return count;
};

/**
 * Picks what the offline answer quotes: passages ranked by how many question terms they share
 * (ties keep the retriever's order), at most 3, and from each the sentences that share the most
 * terms, in their original order. Retrieval already judged every passage relevant, so a passage
 * with no shared term is still cited, by its opening sentence, rather than silently dropped.
 */
export function groundInPassages(
  question: string,
  passages: readonly RetrievedPassage[],
  sentencesPerPassage: number,
): GroundedPassage[] {
  const questionTerms = terms(question);
  return passages
    .map((passage, index) => ({ passage, index, score: overlap(questionTerms, passage.text) }))
    .filter(({ passage }) => passage.text.trim().length > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, MAX_SOURCES_PER_ANSWER)
    .map(({ passage, score }) => ({
      passage,
      score,
      sentences: bestSentences(passage.text, questionTerms, sentencesPerPassage),
    }));
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
