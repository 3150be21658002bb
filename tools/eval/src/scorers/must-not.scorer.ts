import { answerText } from './answer-text';
import { type DimensionScore, type Scorer } from './dimension';

/**
 * 1 when the answer says none of the case's forbidden things (a wrong standard for the topic, a
 * value that does not exist), 0 when it says any: one wrong fact is enough to mislead. n/a for a
 * case that lists none. The total turns a 0 here into a penalty on the whole case (score-case.ts).
 */
export const scoreMustNot: Scorer = (answer, evalCase): DimensionScore | null => {
  if (evalCase.mustNot.length === 0) return null;
  const text = answerText(answer);
  const hits = evalCase.mustNot.filter(({ pattern }) => new RegExp(pattern, 'i').test(text));
  return { score: hits.length === 0 ? 1 : 0, notes: hits.map(({ why }) => `says: ${why}`) };
};
