import type { SubscriptionResponse } from '@buildmentor/contracts';
import { TRIAL_QUESTIONS } from '@buildmentor/contracts/limits';
import { hasChatHistory } from '@buildmentor/contracts/plans';
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
  /** Starter: today's allowance, or null on other tiers. */
  daily: { used: number; total: number } | null;
  /** The Daily Booster, or null when the plan has none (only Starter has one: the server says). */
  booster: { remaining: number; total: number } | null;
  /** Starter with today's questions and the booster used: nothing more today. */
  dailyExhausted: boolean;
  /** The month's model tokens against the plan's budget, when the plan has one. */
  tokens: { used: number; budget: number } | null;
  /** Past conversations are listed and searchable (not on Starter); null while the plan loads. */
  chatHistory: boolean | null;
}

/** Spec section 8: a failed subscription check falls back to a free trial with 3 questions. */
const FALLBACK: SubscriptionResponse = {
  tier: 'demo',
  is_trial: true,
  trial_info: { questions_remaining: TRIAL_QUESTIONS, questions_used: 0 },
  unlimited: false,
  plan_ends_at: null,
  daily: null,
  booster: null,
};

export function useTrialStatus(): TrialStatus {
  const { data, isError } = useSubscription();
  const status = data ?? (isError ? FALLBACK : undefined);
  if (!status) {
    return {
      loading: true,
      tier: '',
      isTrial: false,
      remaining: 0,
      exhausted: false,
      low: false,
      daily: null,
      booster: null,
      dailyExhausted: false,
      tokens: null,
      chatHistory: null,
    };
  }

  const remaining = status.trial_info.questions_remaining;
  const daily = status.daily ?? null;
  const booster = status.booster ?? null;
  const dailyExhausted =
    !status.is_trial &&
    !status.unlimited &&
    daily !== null &&
    daily.used >= daily.total &&
    (booster?.remaining ?? 0) <= 0;
  return {
    loading: false,
    tier: status.tier,
    isTrial: status.is_trial,
    remaining,
    exhausted: (status.is_trial && remaining <= 0) || dailyExhausted,
    low: status.is_trial && remaining <= 1,
    daily,
    booster,
    dailyExhausted,
    tokens: status.tokens ? { used: status.tokens.used, budget: status.tokens.budget } : null,
    chatHistory: hasChatHistory(status.tier),
  };
}
