import { type V2AnswerBody } from '@buildmentor/answering';
import { type EvalCase } from '../cases/eval-case.schema';

/** One dimension's verdict on one answer: a score from 0 to 1 and what cost points, in words. */
export interface DimensionScore {
  score: number;
  notes: string[];
}

/** What the run knows besides the answer: for a follow-up, the answerer's own earlier answer. */
export interface ScoringContext {
  previousAnswer?: V2AnswerBody;
}

/** A scorer is pure: the same answer, case and context always give the same score. Null: the dimension does not apply. */
export type Scorer = (
  answer: V2AnswerBody,
  evalCase: EvalCase,
  context?: ScoringContext,
) => DimensionScore | null;

export const fraction = (passed: number, of: number) => (of === 0 ? 1 : passed / of);
