import { answerText } from './answer-text';
import { type DimensionScore, type Scorer } from './dimension';

/**
 * Ways an answer says it cannot answer this: the offline answerer's "no grounded answer", and what
 * a model told to "politely decline anything unrelated" (system-prompt-sections.ts) writes.
 */
export const DECLINE_PATTERN = new RegExp(
  [
    'outside (?:of )?(?:my|the|what|buildmentor|this)',
    'out of scope',
    'beyond (?:my|the|what)',
    'not (?:something|a question|a topic) (?:i|buildmentor) (?:can|am able)',
    "can(?:no|['’])t (?:help|answer|advise|assist|provide|predict)",
    'unable to (?:help|answer|advise|assist|provide|predict)',
    'not (?:able|in a position) to (?:help|answer|advise|assist|predict)',
    'no (?:grounded|built-in|reliable) (?:answer|guidance)',
    "do(?:es)?(?: not|n['’]t) cover|not covered by",
    "(?:do not|don['’]t) have (?:a |any )?(?:grounded|reliable|built-in|verified)",
    'i can only (?:help|answer|assist)',
    'only (?:covers?|answers?|helps? with|assists? with)',
    '(?:unrelated|not related) to (?:construction|building)',
  ].join('|'),
  'i',
);

const CITES_A_STANDARD = /(?<![A-Za-z0-9])(?:AS|NZS)(?:\s*\/\s*NZS)?\s*\d{3,4}/;

/**
 * Out-of-scope cases only: 1 when the answer says it cannot answer, half when it says so but
 * still cites standards as if they applied, 0 when it answers anyway. The total uses this score as
 * a factor: an invented answer to an out-of-scope question scores 0 whatever its shape.
 */
export const scoreHonesty: Scorer = (answer, evalCase): DimensionScore | null => {
  if (!evalCase.outOfScope) return null;
  const text = answerText(answer);
  if (!DECLINE_PATTERN.test(text))
    return { score: 0, notes: ['answers instead of saying it is out of scope'] };
  if (CITES_A_STANDARD.test(text)) return { score: 0.5, notes: ['declines but still cites standards'] };
  return { score: 1, notes: [] };
};
