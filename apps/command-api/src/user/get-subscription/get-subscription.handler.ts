import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type SubscriptionResponse } from '@buildmentor/contracts';
import { type AppConfig } from '@buildmentor/config';
import { allowanceAt, businessMonth, isUnmetered, type QuotaEntitlement } from '@buildmentor/domain';
import {
  PROFILES,
  profileOf,
  profileQuotaUsage,
  TOKEN_USAGE,
  tokensUsedInMonth,
} from '@buildmentor/read-models';
import { RolesService } from '../../auth/roles.service';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock, CONFIG } from '../../infrastructure/tokens';
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
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ user }: GetSubscriptionQuery): Promise<SubscriptionResponse> {
    const profile = await profileOf(await this.readModels.collection(PROFILES), user.userId);
    const who: QuotaEntitlement = {
      role: await this.roles.roleOf(user.userId, user.email),
      userType: user.userType,
    };
    const now = this.clock().toISOString();
    const allowance = allowanceAt(who, profileQuotaUsage(profile, now), now);
    const tokens = await this.tokens(user.userId, who, allowance.tier, now);
    // Only a plan with a budget shows one: the status stays as it was for everyone else.
    return { ...subscriptionResponse(allowance), ...(tokens ? { tokens } : {}) };
  }

  /** The month's token use against the plan's budget, when the plan has one and the user is metered. */
  private async tokens(
    userId: string,
    who: QuotaEntitlement,
    tier: keyof AppConfig['TOKEN_BUDGETS'],
    now: string,
  ) {
    const budget = this.config.TOKEN_BUDGETS[tier];
    if (budget === undefined || isUnmetered(who)) return null;
    const month = businessMonth(now);
    const used = await tokensUsedInMonth(await this.readModels.collection(TOKEN_USAGE), userId, month);
    return { month, used, budget };
  }
}
