import { answerText } from './answer-text';
import { type DimensionScore, type Scorer } from './dimension';

export const REPEATS_PREVIOUS_ANSWER = 'the previous answer again, word for word';

/**
 * 1 when the answer says none of the case's forbidden things (a wrong standard for the topic, a
 * value that does not exist), 0 when it says any: one wrong fact is enough to mislead. A follow-up
 * whose technical part is the answerer's previous one word for word counts as a forbidden
 * statement too: it ignored the question. n/a for a case that forbids nothing and is no
 * follow-up. Patterns are matched line by line. The total turns a 0 here into a penalty on the whole case (score-case.ts).
 */
export const scoreMustNot: Scorer = (answer, evalCase, { previousAnswer } = {}): DimensionScore | null => {
  if (evalCase.mustNot.length === 0 && !previousAnswer) return null;
  // One line at a time: a statement does not run across lines, and a table's rows are lines, so
  // "Permanent and imposed actions | AS/NZS 1170.1" above "Wind actions | AS/NZS 1170.2" is not
  // read as "AS/NZS 1170.1 wind" (the patterns' gaps allow whitespace, which spans a line break).
  const lines = answerText(answer).split('\n');
  const notes = evalCase.mustNot
    .filter(({ pattern }) => lines.some((line) => new RegExp(pattern, 'i').test(line)))
    .map(({ why }) => `says: ${why}`);
  if (previousAnswer && answer.response.technical.trim() === previousAnswer.response.technical.trim())
    notes.push(`says: ${REPEATS_PREVIOUS_ANSWER}`);
  return { score: notes.length === 0 ? 1 : 0, notes };
};
