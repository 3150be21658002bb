import { AMENITY_TOPICS } from './topics/amenity-topics';
import { FABRIC_TOPICS } from './topics/fabric-topics';
import { FACILITY_TOPICS } from './topics/facility-topics';
import { FIRE_TOPICS } from './topics/fire-topics';
import { type Jurisdiction } from './jurisdiction';
import { GENERAL_TOPIC } from './topics/general-topic';
import { NZ_GENERAL_TOPIC, NZ_TOPICS, SHARED_TOPICS } from './topics/nz-topics';
import { type OfflineTopic } from './topics/offline-topic';
import { SERVICES_TOPICS } from './topics/services-topics';
import { STRUCTURE_TOPICS } from './topics/structure-topics';

export type { OfflineTopic, TopicFact, TopicTable } from './topics/offline-topic';
export { GENERAL_TOPIC } from './topics/general-topic';

/**
 * The offline answerer's built-in guidance: a deliberately conservative table of common AU/NZ
 * compliance topics. Each entry points to the governing documents and the checks a practitioner
 * makes; it never pretends to quote clauses it cannot verify. The general topics come last, so
 * a specific topic wins a tie.
 */
export const OFFLINE_TOPICS: readonly OfflineTopic[] = [
  ...FIRE_TOPICS,
  ...FABRIC_TOPICS,
  ...STRUCTURE_TOPICS,
  ...SERVICES_TOPICS,
  ...AMENITY_TOPICS,
  ...FACILITY_TOPICS,
  ...NZ_TOPICS,
  ...SHARED_TOPICS,
  GENERAL_TOPIC,
  NZ_GENERAL_TOPIC,
];

/** Where a topic's guidance holds: Australia unless it says otherwise. */
export const holdsIn = (topic: OfflineTopic, jurisdiction: Jurisdiction) =>
  (topic.jurisdictions ?? ['AU']).includes(jurisdiction);

/** The topics an answer for this jurisdiction may use, in table order. */
export const topicsFor = (jurisdiction: Jurisdiction): readonly OfflineTopic[] =>
  OFFLINE_TOPICS.filter((topic) => holdsIn(topic, jurisdiction));

/**
 * The score a text must reach to be placed in a topic: one keyword (2), or two hints (1 each).
 * A single ambiguous word ("going", "membrane", "NCC") is not enough on its own, which is what
 * keeps "How is the project going?" from getting the stairs answer.
 */
export const IN_SCOPE_SCORE = 2;

const KEYWORD_WEIGHT = 2;
/**
 * A keyword phrase ("pool barrier", "retaining wall") is more specific than a single keyword
 * ("barrier", "masonry") another topic shares, so it wins the tie: the pool barrier question goes
 * to the pool topic, not the balustrade one.
 */
const PHRASE_BONUS = 1;
const HINT_WEIGHT = 1;

export interface TopicMatch {
  /** The best topic at or above IN_SCOPE_SCORE; null when the text is outside every topic. */
  topic: OfflineTopic | null;
  score: number;
}

/**
 * Picks the topic whose keywords and hints score highest in the text (ties: table order), among
 * the topics that hold in the jurisdiction (Australia unless told).
 */
export function matchTopic(text: string, jurisdiction: Jurisdiction = 'AU'): TopicMatch {
  let best: { topic: OfflineTopic | null; score: number } = { topic: null, score: 0 };
  for (const topic of topicsFor(jurisdiction)) {
    const score = topicScore(topic, text);
    if (score > best.score) best = { topic, score };
  }
  return best.score >= IN_SCOPE_SCORE ? best : { topic: null, score: best.score };
}

/**
 * Keywords (phrases a little more) and hints found in the text; a hint inside a found keyword
 * ("timber" in "timber frame") is not counted again.
 */
export function topicScore(topic: OfflineTopic, text: string): number {
  const lower = text.toLowerCase();
  const keywords = topic.keywords.filter((word) => mentions(lower, word));
  const hints = (topic.hints ?? []).filter(
    (hint) => mentions(lower, hint) && !keywords.some((keyword) => keyword.includes(hint)),
  );
  const phrases = keywords.filter((keyword) => /\s/.test(keyword)).length;
  return KEYWORD_WEIGHT * keywords.length + PHRASE_BONUS * phrases + HINT_WEIGHT * hints.length;
}

/**
 * Whether a lower-case text has the word or phrase at the start of a word ("riser" in "risers").
 * A bare standard number ("3600", "1170.2") may follow letters ("AS3740") but must stand alone
 * otherwise: not part of a longer number, and not a dimension ("3600 mm" is not AS 3600).
 */
export function mentions(lowerText: string, word: string): boolean {
  if (/^[0-9.]+$/.test(word))
    return new RegExp(`(^|[^0-9.])${escape(word)}(?![0-9])(?!\\s*mm)`).test(lowerText);
  return new RegExp(`(^|[^a-z0-9])${escape(word)}`).test(lowerText);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
