import { Inject, Injectable } from '@nestjs/common';
import { storageQuotaBytes, type SubscriptionTier } from '@buildmentor/contracts';
import { allowanceAt, quotaDecider, quotaUsage } from '@buildmentor/domain';
import { RolesService } from '../auth/roles.service';
import { type AuthenticatedUser } from '../http/request-context';
import { DeciderRunner } from '../shared/decider-runner';

export interface StorageLimit {
  limitBytes: number;
  /** The plan the limit comes from ('demo' on the free trial), as the subscription endpoint names it. */
  tier: SubscriptionTier;
}

/**
 * The storage limit in force for a user: admins by role (decided on the server), everyone else by
 * the tier their quota stream gives them at that instant (the domain's allowanceAt, as the quota
 * decider judges it: the fixed demo pro user is Pro). The upload handler checks reservations against it and the vault's
 * usage bar shows it, so the two can never disagree.
 */
@Injectable()
export class StorageQuota {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(RolesService) private readonly roles: RolesService,
  ) {}

  async limitFor(user: AuthenticatedUser, at: Date): Promise<StorageLimit> {
    const [role, quota] = await Promise.all([
      this.roles.roleOf(user.userId, user.email),
      this.runner.load(quotaDecider, `quota-${user.userId}`),
    ]);
    const iso = at.toISOString();
    const { tier } = allowanceAt({ role, userType: user.userType }, quotaUsage(quota, iso), iso);
    return { limitBytes: storageQuotaBytes(tier, role), tier };
  }
}
