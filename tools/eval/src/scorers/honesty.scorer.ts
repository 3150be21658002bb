import { answerText } from './answer-text';
import { type DimensionScore, type Scorer } from './dimension';

/** Ways an answer says it cannot answer this (BuildMentor's scope is AU/NZ building design and construction). */
export const DECLINE_PATTERN =
  /outside (?:of )?(?:my|the|what|buildmentor)|out of scope|beyond (?:my|the) scope|not (?:something|a question|a topic) (?:i|buildmentor) can|can(?:no|')t (?:help|answer|advise)|cannot (?:help|answer|advise)|unable to (?:help|answer|advise)|no grounded answer|(?:do not|don't) have (?:a |any )?(?:grounded|reliable|built-in|verified)|not (?:able|in a position) to (?:answer|advise)|i can only (?:help|answer)|only (?:covers|answers|help with)/i;

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
