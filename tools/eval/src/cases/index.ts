import { evalSetSchema } from './eval-case.schema';
import { V1_CASES } from './v1';

/** The current evaluation set, validated once at load (a malformed case fails every run and the spec). */
export const EVAL_SET = evalSetSchema.parse({ version: 'v1', cases: V1_CASES });

export * from './eval-case.schema';
export * from './references';
