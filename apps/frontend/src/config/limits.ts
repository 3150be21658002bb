import type {
  MAX_QUESTION_LENGTH as ContractMaxQuestionLength,
  MAX_SOURCES_PER_ANSWER as ContractMaxSources,
  TRIAL_QUESTIONS as ContractTrialQuestions,
} from '@buildmentor/contracts';

/*
 * The business limits the UI displays. Contracts own them; they are restated here because a
 * value import of '@buildmentor/contracts' would bundle every zod schema it defines. Each is
 * typed as the contract constant's literal type, so tsc fails the day the two disagree.
 */

/** Spec section 9: the free trial's questions (also the fallback when the check fails). */
export const TRIAL_QUESTIONS: typeof ContractTrialQuestions = 3;

/** Spec section 9: at most 3 sources shown per message. */
export const MAX_SOURCES_PER_ANSWER: typeof ContractMaxSources = 3;

/** The longest question the server accepts. */
export const MAX_QUESTION_LENGTH: typeof ContractMaxQuestionLength = 4000;
