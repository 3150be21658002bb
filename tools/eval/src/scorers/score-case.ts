import { type V2AnswerBody } from '@buildmentor/answering';
import { type EvalCase } from '../cases/eval-case.schema';
import { type DimensionScore, type Scorer, type ScoringContext } from './dimension';
import { scoreGrounding } from './grounding.scorer';
import { scoreHonesty } from './honesty.scorer';
import { scoreMustNot } from './must-not.scorer';
import { scorePersonalisation } from './personalisation.scorer';
import { scoreReferences } from './references.scorer';
import { scoreStructure } from './structure.scorer';

export const DIMENSIONS = [
  'structure',
  'references',
  'mustNot',
  'personalisation',
  'grounding',
  'honesty',
] as const;
export type Dimension = (typeof DIMENSIONS)[number];

const SCORERS: Record<Dimension, Scorer> = {
  structure: scoreStructure,
  references: scoreReferences,
  mustNot: scoreMustNot,
  personalisation: scorePersonalisation,
  grounding: scoreGrounding,
  honesty: scoreHonesty,
};

/**
 * How a case's total is made (README, Answer evaluation):
 * - the weighted mean of the dimensions that apply: required references 0.4 (what the asker came
 *   for), structure, personalisation and grounding 0.2 each;
 * - a forbidden statement halves it (a wrong fact misleads however good the rest is);
 * - an out-of-scope case multiplies it by honesty: answering anyway scores 0.
 */
export const WEIGHTS: Record<'structure' | 'references' | 'personalisation' | 'grounding', number> = {
  structure: 0.2,
  references: 0.4,
  personalisation: 0.2,
  grounding: 0.2,
};
export const MUST_NOT_PENALTY = 0.5;

export type CaseScores = Partial<Record<Dimension, DimensionScore>>;

export interface ScoredCase {
  scores: CaseScores;
  total: number;
}

export function scoreCase(
  answer: V2AnswerBody,
  evalCase: EvalCase,
  context: ScoringContext = {},
): ScoredCase {
  const scores: CaseScores = {};
  for (const dimension of DIMENSIONS) {
    const score = SCORERS[dimension](answer, evalCase, context);
    if (score) scores[dimension] = score;
  }
  let weighted = 0;
  let weights = 0;
  for (const [dimension, weight] of Object.entries(WEIGHTS) as [keyof typeof WEIGHTS, number][]) {
    const score = scores[dimension];
    if (!score) continue;
    weighted += weight * score.score;
    weights += weight;
  }
  let total = weights > 0 ? weighted / weights : 0;
  if (scores.mustNot && scores.mustNot.score < 1) total *= MUST_NOT_PENALTY;
  if (scores.honesty) total *= scores.honesty.score;
  return { scores, total };
}
