import { AUTO_DEMO_EMAIL } from '@buildmentor/contracts';
import { businessDay, type QuotaUsage } from '@buildmentor/domain';
import { type Filter, type ReadCollection } from '@buildmentor/read-store';
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

/** The fields of a profile that name its person (the contracts' `Person`, restated to keep this lib free of HTTP shapes). */
export interface PersonFields {
  uid: string;
  name: string | null;
  email: string | null;
}

/**
 * The people behind `uids`, one read for the lot: every id given is in the map, with nulls for an
 * id the profiles do not know (`system`, a webhook, a user not projected yet), so callers never
 * branch on a missing key.
 */
export async function peopleByUid(
  profiles: ReadCollection<ProfileDoc>,
  uids: Iterable<string>,
): Promise<Map<string, PersonFields>> {
  const wanted = [...new Set(uids)];
  const found = wanted.length ? await profiles.find({ _id: { $in: wanted } }, { limit: wanted.length }) : [];
  const byUid = new Map(found.map((p) => [p.uid, p]));
  return new Map(
    wanted.map((uid) => {
      const profile = byUid.get(uid);
      return [uid, { uid, name: profile?.name ?? null, email: profile?.email ?? null }];
    }),
  );
}

/** The uids of people whose email or name contains `text` (case as the store compares), at most `limit`. */
export async function uidsMatching(
  profiles: ReadCollection<ProfileDoc>,
  text: string,
  limit = 100,
): Promise<string[]> {
  const rows = await profiles.find(
    { $or: [{ email: { $contains: text } }, { name: { $contains: text } }] },
    { limit },
  );
  return rows.map((p) => p.uid);
}

/**
 * Automatic demo accounts: the ones a demo sign-in creates without an email (the automatic demo
 * user, and each browser's pro demo user, the only demo users of type `pro`). Setting a password
 * registers the account again in password mode, so it stops being one.
 */
const AUTOMATIC_DEMO: Filter = {
  auth_mode: 'demo',
  $or: [{ user_type: 'pro' }, { email: AUTO_DEMO_EMAIL }],
};

/**
 * The people behind "Total Users" (docs/decisions.md, issue 21 point 3): registered users except
 * automatic demo accounts that never asked a question, which are counted apart; and of those
 * people, the ones active since `activeSince` (so "active" is never more than the total: an idle
 * demo account that merely opened the site is active but not a person). Counts over the profiles
 * at query time, so no running total can drift from the definition; the filter subset has no
 * negation, so each figure is a difference of two counts.
 */
export async function peopleCounts(
  profiles: ReadCollection<ProfileDoc>,
  activeSince: string,
): Promise<{ people: number; idleDemoAccounts: number; activePeople: number }> {
  const registered: Filter = { registered_at: { $ne: null } };
  const idle: Filter = { $and: [registered, AUTOMATIC_DEMO, { questions_asked: 0 }] };
  const active: Filter = { last_active_at: { $gte: activeSince } };
  const [all, idleDemoAccounts, allActive, idleActive] = await Promise.all([
    profiles.countDocuments(registered),
    profiles.countDocuments(idle),
    profiles.countDocuments({ $and: [registered, active] }),
    profiles.countDocuments({ $and: [idle, active] }),
  ]);
  return { people: all - idleDemoAccounts, idleDemoAccounts, activePeople: allActive - idleActive };
}
