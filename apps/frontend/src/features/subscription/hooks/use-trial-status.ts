import type { SubscriptionResponse } from '@buildmentor/contracts';
import { TRIAL_QUESTIONS } from '../../../config/limits';
import { useSubscription } from '../api/get-subscription';

export interface TrialStatus {
  /** True until the first answer (or failure) arrives; nothing is blocked meanwhile. */
  loading: boolean;
  tier: string;
  isTrial: boolean;
  remaining: number;
  /** Spec section 4: a trial with 0 or fewer questions left cannot ask. */
  exhausted: boolean;
  /** Spec section 4: the warning shows when 1 or fewer remain. */
  low: boolean;
}

/** Spec section 8: a failed subscription check falls back to a free trial with 3 questions. */
const FALLBACK: SubscriptionResponse = {
  tier: 'demo',
  is_trial: true,
  trial_info: { questions_remaining: TRIAL_QUESTIONS, questions_used: 0 },
  unlimited: false,
  plan_ends_at: null,
  daily: null,
  booster: { remaining: 0, total: 1 },
};

export function useTrialStatus(): TrialStatus {
  const { data, isError } = useSubscription();
  const status = data ?? (isError ? FALLBACK : undefined);
  if (!status) return { loading: true, tier: '', isTrial: false, remaining: 0, exhausted: false, low: false };

  const remaining = status.trial_info.questions_remaining;
  return {
    loading: false,
    tier: status.tier,
    isTrial: status.is_trial,
    remaining,
    exhausted: status.is_trial && remaining <= 0,
    low: status.is_trial && remaining <= 1,
  };
}
