import { mentions, type TopicFact, type TopicTable } from './offline-topics';
import { type TopicResolution } from './topic-resolution';

/** What an answer takes from its topic. */
export interface TopicContent {
  /** The facts the question asks for, in the topic's order. */
  facts: readonly TopicFact[];
  /** General guidance paragraphs (none for a follow-up: the earlier answer gave them). */
  guidance: readonly string[];
  tables: readonly TopicTable[];
}

/**
 * Picks the topic's content for the question at the level's depth (paragraphs per part):
 * - a question in its own right gets the facts it asks for, then the general guidance, and every
 *   table, leaving out paragraphs an earlier answer of the conversation gave (unless nothing
 *   would be left);
 * - a follow-up gets only the facts its own words ask for that no earlier answer of the
 *   conversation already gave (and the tables its words ask for), so it never repeats the
 *   previous answer.
 * Null when a follow-up asks for nothing the topic holds beyond what was said: the answerer has
 * no grounded answer to give.
 */
export function topicContent(
  resolution: TopicResolution,
  question: string,
  depth: number,
): TopicContent | null {
  const { topic, followUp, earlierAnswers } = resolution;
  const lower = question.toLowerCase();
  const asked = (keywords: readonly string[]) => keywords.some((keyword) => mentions(lower, keyword));
  const alreadySaid = (text: string) => earlierAnswers.some((answer) => answer.includes(text));

  const facts = (topic.facts ?? []).filter((fact) => asked(fact.keywords));
  if (!followUp) {
    const guidance = topic.technical.slice(0, depth);
    const fresh = {
      facts: facts.filter((f) => !alreadySaid(f.text)),
      guidance: guidance.filter((g) => !alreadySaid(g)),
    };
    // A question in its own right is always answered; what earlier answers said is left out
    // unless that would leave nothing (the same question asked again gets the same answer).
    const nothingNew = fresh.facts.length === 0 && fresh.guidance.length === 0;
    return {
      facts: (nothingNew ? facts : fresh.facts).slice(0, depth),
      guidance: nothingNew ? guidance : fresh.guidance,
      tables: topic.tables ?? [],
    };
  }

  // The earlier answer on the topic carried every table already: a follow-up needs a new fact,
  // and repeats only the tables its own words ask for beside it.
  const unsaid = facts.filter((fact) => !alreadySaid(fact.text)).slice(0, depth);
  if (unsaid.length === 0) return null;
  return {
    facts: unsaid,
    guidance: [],
    tables: (topic.tables ?? []).filter((table) => asked(table.keywords)),
  };
}

/** What the topic can answer, for saying so when a follow-up asks for something else. */
export function coveredLabels(resolution: TopicResolution): string[] {
  return (resolution.topic.facts ?? []).map((fact) => fact.label);
}
