import { type AdminUser } from '@buildmentor/contracts';
import { allowanceAt } from '@buildmentor/domain';
import { type ProfileDoc, profileQuotaUsage } from '@buildmentor/read-models';

/**
 * One row of the admin Users tab. The tier and the plan's end come from the same allowanceAt the
 * user's own screens use, so the admin sees exactly what the user sees.
 */
export function toAdminUser(profile: ProfileDoc, isAdmin: boolean, now: Date): AdminUser {
  const at = now.toISOString();
  const allowance = allowanceAt(
    { role: isAdmin ? 'admin' : 'user', userType: profile.user_type ?? 'demo' },
    profileQuotaUsage(profile, at),
    at,
  );
  return {
    uid: profile.uid,
    email: profile.email,
    name: profile.name,
    tier: allowance.tier,
    plan_ends_at: allowance.planEndsAt,
    trial: profile.trial && {
      questions_used: profile.trial.questions_used,
      questions_remaining: profile.trial.questions_remaining,
      questions_total: profile.trial.questions_total,
    },
    questions_asked: profile.questions_asked,
    registered_at: profile.registered_at,
    last_active_at: profile.last_active_at,
    is_admin: isAdmin,
    developer_access: profile.developer_access,
  };
}
