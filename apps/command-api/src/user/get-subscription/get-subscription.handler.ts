import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type SubscriptionResponse } from '@buildmentor/contracts';
import { allowanceAt } from '@buildmentor/domain';
import { PROFILES, profileOf, profileQuotaUsage } from '@buildmentor/read-models';
import { RolesService } from '../../auth/roles.service';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { subscriptionResponse } from '../subscription-response';
import { GetSubscriptionQuery } from './get-subscription.query';

/**
 * Tier, trial counters, the Starter day and the booster, from the profiles read model, judged at
 * the current business day. Before anything is projected the user has the full trial, which is also
 * the spec's fallback for a failed check.
 */
@QueryHandler(GetSubscriptionQuery)
export class GetSubscriptionHandler implements IQueryHandler<GetSubscriptionQuery> {
  constructor(
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(RolesService) private readonly roles: RolesService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ user }: GetSubscriptionQuery): Promise<SubscriptionResponse> {
    const profile = await profileOf(await this.readModels.collection(PROFILES), user.userId);
    const role = await this.roles.roleOf(user.userId, user.email);
    const now = this.clock().toISOString();
    return subscriptionResponse(
      allowanceAt({ role, userType: user.userType }, profileQuotaUsage(profile, now), now),
    );
  }
}
