import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AdminStatsResponse } from '@buildmentor/contracts';
import { peopleCounts, PLATFORM_STATS, platformTotals, PROFILES } from '@buildmentor/read-models';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { GetStatsQuery } from './get-stats.query';

/** "Active" is a window, not a running total: it depends on now, so it is counted at query time. */
const ACTIVE_WINDOW_DAYS = 30;

/**
 * The stat cards: running totals from platform_stats; people (Total Users, with idle automatic
 * demo accounts apart) and the active ones among them from the profiles, counted at query time.
 */
@QueryHandler(GetStatsQuery)
export class GetStatsHandler implements IQueryHandler<GetStatsQuery> {
  constructor(
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<AdminStatsResponse> {
    const now = this.clock();
    const since = new Date(now.getTime() - ACTIVE_WINDOW_DAYS * 86_400_000).toISOString();
    const profiles = await this.readModels.collection(PROFILES);
    const [totals, people] = await Promise.all([
      platformTotals(await this.readModels.collection(PLATFORM_STATS)),
      peopleCounts(profiles, since),
    ]);
    return {
      total_users: people.people,
      idle_demo_accounts: people.idleDemoAccounts,
      active_users: people.activePeople,
      total_conversations: totals.total_conversations,
      total_messages: totals.total_messages,
      documents_uploaded: totals.documents_uploaded,
      partner_registrations: totals.partner_registrations,
      total_questions: totals.total_questions,
      active_window_days: ACTIVE_WINDOW_DAYS,
      as_of: now.toISOString(),
    };
  }
}
