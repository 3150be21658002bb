import { type QuotaState, sydneyDay, usedOn } from '@buildmentor/domain';
import { TRIAL_QUESTIONS } from '@buildmentor/contracts';
import { type QuotaSnapshot } from './quota-status';

/** From the quota stream's state (the write side, exact at the moment of an ask). */
export function snapshotOfQuotaState(state: QuotaState, at: Date): QuotaSnapshot {
  const day = sydneyDay(at.toISOString());
  return {
    trialGranted: state.trial?.granted ?? TRIAL_QUESTIONS,
    trialUsed: state.trial?.used ?? 0,
    plans: state.plans,
    dailyUsedToday: usedOn(state, 'daily', day),
    boosterUsedToday: usedOn(state, 'booster', day) > 0,
  };
}

/** The profiles read model's quota fields (what GET /api/user/subscription reads). */
export interface ProfileQuotaFields {
  trial: { questions_total: number; questions_used: number } | null;
  plans?: Array<{ tier: string; starts_at: string; ends_at: string | null }>;
  daily?: { day: string; question_ids: string[] } | null;
  booster?: { day: string; question_id: string } | null;
}

export function snapshotOfProfile(profile: ProfileQuotaFields | null, at: Date): QuotaSnapshot {
  const day = sydneyDay(at.toISOString());
  return {
    trialGranted: profile?.trial?.questions_total ?? TRIAL_QUESTIONS,
    trialUsed: profile?.trial?.questions_used ?? 0,
    plans: (profile?.plans ?? []).map((p) => ({ tier: p.tier, startsAt: p.starts_at, endsAt: p.ends_at })),
    dailyUsedToday: profile?.daily?.day === day ? profile.daily.question_ids.length : 0,
    boosterUsedToday: profile?.booster?.day === day,
  };
}
