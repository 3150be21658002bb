import { type V2AnswerBody } from '@buildmentor/answering';
import { type EvalCase } from '../cases/eval-case.schema';

/** One dimension's verdict on one answer: a score from 0 to 1 and what cost points, in words. */
export interface DimensionScore {
  score: number;
  notes: string[];
}

/** A scorer is pure: the same answer and case always give the same score. Null: the dimension does not apply. */
export type Scorer = (answer: V2AnswerBody, evalCase: EvalCase) => DimensionScore | null;

export const fraction = (passed: number, of: number) => (of === 0 ? 1 : passed / of);
