import { type ConversationTurn } from '../answer-generator.port';
import { type Jurisdiction } from './jurisdiction';
import { matchTopic, type OfflineTopic } from './offline-topics';

/** What the question is about, and whether it continues the conversation's earlier turns. */
export interface TopicResolution {
  topic: OfflineTopic;
  score: number;
  /**
   * True when the question places no topic on its own and was resolved from the earlier
   * questions: the answer then gives only what the new question asks for, never the earlier
   * answer again.
   */
  followUp: boolean;
  /** The earlier answers of the conversation (oldest first), so an answer does not repeat them. */
  earlierAnswers: readonly string[];
}

/** "And what...", "What about...", "How about...", "Also...", "Same for...", "Then...". */
const FOLLOW_UP_OPENER = /^\s*(and|also|but|so|then|same|what about|how about|what if|and what|and how)\b/i;
/** Words that point back at something said before. */
const BACK_REFERENCE = /\b(it|its|it's|that|this|those|these|they|them|there|same|one)\b/i;
/** Short questions ("Minimum fall?") lean on their context. */
const SHORT_QUESTION_WORDS = 6;

/** Whether a question reads like it continues an earlier one. */
export function looksLikeFollowUp(question: string): boolean {
  const words = question.trim().split(/\s+/).filter(Boolean).length;
  return words <= SHORT_QUESTION_WORDS || FOLLOW_UP_OPENER.test(question) || BACK_REFERENCE.test(question);
}

/**
 * Resolves the topic of a question from the question and, for a follow-up, the conversation's
 * earlier user turns (`history` is already windowed by selectHistory, oldest first):
 * - the question alone places a topic: a question in its own right on that topic (still told
 *   the earlier answers, so it does not repeat them);
 * - the question alone places nothing but reads like a follow-up ("And what fall should the
 *   membrane have?"): matched on the question plus the last few earlier questions, newest
 *   first, and answered as a follow-up;
 * - otherwise null: out of scope.
 * Only topics that hold in the jurisdiction are considered: a New Zealand question is never placed
 * in an Australian topic.
 */
export function resolveTopic(
  question: string,
  history: readonly ConversationTurn[],
  jurisdiction: Jurisdiction = 'AU',
): TopicResolution | null {
  const earlierQuestions = history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
  const earlierAnswers = history.filter((turn) => turn.role === 'assistant').map((turn) => turn.content);
  const direct = matchTopic(question, jurisdiction);
  if (direct.topic) return { topic: direct.topic, score: direct.score, followUp: false, earlierAnswers };
  if (!looksLikeFollowUp(question)) return null;
  // The question's own words plus the earlier questions, newest first, one more at a time: "And
  // what fall should the membrane have?" after a shower question lands on waterproofing, though
  // "membrane" alone places nothing.
  let text = question;
  for (const earlier of recentFirst(earlierQuestions)) {
    text = `${text}\n${earlier}`;
    const combined = matchTopic(text, jurisdiction);
    if (combined.topic)
      return { topic: combined.topic, score: combined.score, followUp: true, earlierAnswers };
  }
  return null;
}

/** How far back a follow-up looks for its topic: a short chain of follow-ups, not the whole history. */
const CONTEXT_QUESTIONS = 3;

const recentFirst = (questions: readonly string[]) => questions.slice(-CONTEXT_QUESTIONS).reverse();
