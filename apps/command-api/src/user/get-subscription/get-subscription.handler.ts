import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type SubscriptionResponse } from '@buildmentor/contracts';
import { type Doc } from '@buildmentor/read-store';
import { RolesService } from '../../auth/roles.service';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { type ProfileQuotaFields, snapshotOfProfile } from '../quota-status/quota-snapshot';
import { quotaStatus } from '../quota-status/quota-status';
import { GetSubscriptionQuery } from './get-subscription.query';

type ProfileView = Doc & ProfileQuotaFields;

/**
 * Tier, trial counters, the Starter day and the booster, from the profiles read model, judged at
 * the current Sydney day. Before anything is projected the user has the full trial, which is also
 * the spec's fallback for a failed check.
 */
@QueryHandler(GetSubscriptionQuery)
export class GetSubscriptionHandler implements IQueryHandler<GetSubscriptionQuery, SubscriptionResponse> {
  constructor(
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(RolesService) private readonly roles: RolesService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ user }: GetSubscriptionQuery): Promise<SubscriptionResponse> {
    const profile = await (await this.readModels.collection<ProfileView>('profiles')).findOne({ _id: user.uid });
    const role = await this.roles.roleOf(user.uid, user.email);
    const now = this.clock();
    return quotaStatus({ role, userType: user.userType }, snapshotOfProfile(profile, now), now);
  }
}
