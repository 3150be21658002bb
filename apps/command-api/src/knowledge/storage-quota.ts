import { Inject, Injectable } from '@nestjs/common';
import { storageQuotaBytes } from '@buildmentor/contracts';
import { planAt, quotaDecider } from '@buildmentor/domain';
import { RolesService } from '../auth/roles.service';
import { type AuthenticatedUser } from '../http/request-context';
import { DeciderRunner } from '../shared/decider-runner';

export interface StorageLimit {
  limitBytes: number;
  /** The plan the limit comes from ('demo' on the free trial), as the subscription endpoint names it. */
  tier: 'demo' | 'starter' | 'pro' | 'consultant' | 'day_pass';
}

/**
 * The storage limit in force for a user: admins by role (decided on the server), everyone else by
 * the plan in force on their quota stream at that instant (the quota decider's own planAt), the
 * fixed demo pro user as Pro. The upload handler checks reservations against it and the vault's
 * usage bar shows it, so the two can never disagree.
 */
@Injectable()
export class StorageQuota {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(RolesService) private readonly roles: RolesService,
  ) {}

  async limitFor(user: AuthenticatedUser, at: Date): Promise<StorageLimit> {
    const [role, quota] = await Promise.all([this.roles.roleOf(user.uid, user.email), this.runner.load(quotaDecider, `quota-${user.uid}`)]);
    const tier = user.userType === 'pro' ? 'pro' : (planAt(quota, at.toISOString())?.tier ?? 'demo');
    return { limitBytes: storageQuotaBytes(tier, role), tier };
  }
}
