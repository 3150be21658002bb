import { evalSetSchema, type EvalSet } from './eval-case.schema';
import { HOLDOUT_V1_CASES } from './holdout-v1';
import { V1_CASES } from './v1';

/**
 * The sets `npm run eval -- --set <name>` can run, validated once at load (a malformed case fails
 * every run and the spec). v1 is the main set, the one CI's floor is measured on; holdout-v1 is
 * written blind to the offline answerer and only reported (README, Answer evaluation).
 */
export const EVAL_SETS = {
  v1: evalSetSchema.parse({ version: 'v1', cases: V1_CASES }),
  'holdout-v1': evalSetSchema.parse({ version: 'holdout-v1', cases: HOLDOUT_V1_CASES }),
} as const satisfies Record<string, EvalSet>;

export type EvalSetName = keyof typeof EVAL_SETS;
export const EVAL_SET_NAMES = Object.keys(EVAL_SETS) as EvalSetName[];

/** The main set: what `npm run eval` runs by default and what the CI floor is measured on. */
export const EVAL_SET = EVAL_SETS.v1;

export * from './eval-case.schema';
export * from './references';
