import { type AdminUser } from '@buildmentor/contracts';
import { quotaStatus } from '../../user/quota-status/quota-status';
import { snapshotOfProfile } from '../../user/quota-status/quota-snapshot';
import { type ProfileView } from '../admin-read-models';

/**
 * One row of the admin Users tab. The tier and trial figures come from the same quotaStatus the
 * user's own screens use, so the admin sees exactly what the user sees.
 */
export function toAdminUser(profile: ProfileView, isAdmin: boolean, now: Date): AdminUser {
  const status = quotaStatus({ role: isAdmin ? 'admin' : 'user', userType: profile.user_type ?? 'demo' }, snapshotOfProfile(profile, now), now);
  return {
    uid: profile.uid,
    email: profile.email,
    name: profile.name,
    tier: status.tier,
    plan_ends_at: status.plan_ends_at,
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
