import { referenceEntry } from '../cases/references';
import { answerText } from './answer-text';
import { type DimensionScore, fraction, type Scorer } from './dimension';

/**
 * The fraction of the case's required references the answer names anywhere a reader sees
 * (technical, mentoring, steps, blocks), matched tolerantly: "AS3740", "AS 3740-2021" and
 * "AS/NZS 3740" all name AS 3740 (see standardPattern). Out-of-scope cases require none: n/a.
 */
export const scoreReferences: Scorer = (answer, evalCase): DimensionScore | null => {
  if (evalCase.required.length === 0) return null;
  const text = answerText(answer);
  const missing = evalCase.required.filter((key) => !referenceEntry(key).pattern.test(text));
  return {
    score: fraction(evalCase.required.length - missing.length, evalCase.required.length),
    notes: missing.map((key) => `does not name ${key}`),
  };
};
