import { businessDay, type QuotaUsage } from '@buildmentor/domain';
import { type ReadCollection } from '@buildmentor/read-store';
import { planInterval, type ProfileDoc } from './profiles.projection';

/** A user's profile (its id is the user's uid); null until the projector has seen the user. */
export function profileOf(profiles: ReadCollection<ProfileDoc>, uid: string): Promise<ProfileDoc | null> {
  return profiles.findOne({ _id: uid });
}

/**
 * What the profile records of a user's questions on the business day of `at`, for the domain's
 * `allowanceAt` (the quota stream's own is `quotaUsage`). Before anything is projected: nothing
 * spent, so the full trial.
 */
export function profileQuotaUsage(profile: ProfileDoc | null, at: string): QuotaUsage {
  const day = businessDay(at);
  return {
    trial: profile?.trial
      ? { granted: profile.trial.questions_total, used: profile.trial.questions_used }
      : null,
    plans: (profile?.plans ?? []).map(planInterval),
    dailyUsed: profile?.daily?.day === day ? profile.daily.question_ids.length : 0,
    boosterUsed: profile?.booster?.day === day,
  };
}
