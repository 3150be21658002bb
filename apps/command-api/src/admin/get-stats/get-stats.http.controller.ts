import { Controller, Get, Inject } from '@nestjs/common';
import { adminStatsResponseSchema, type AdminStatsResponse } from '@buildmentor/contracts';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { PLATFORM_STATS, type PlatformStatsView, type ProfileView } from '../admin-read-models';

/** "Active" is a window, not a running total: it depends on now, so it is counted at query time. */
export const ACTIVE_WINDOW_DAYS = 30;

export const getStatsDoc: RouteDoc = {
  method: 'get', path: '/api/admin/stats', summary: 'Admin: platform totals for the stat cards (active users over the last 30 days)', tag: 'admin', auth: true, adminOnly: true, response: adminStatsResponseSchema, errors: [403], readYourWrites: true,
};

@Controller('admin')
export class GetStatsController {
  constructor(
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @AdminOnly()
  @Get('stats')
  async stats(): Promise<AdminStatsResponse> {
    const now = this.clock();
    const since = new Date(now.getTime() - ACTIVE_WINDOW_DAYS * 86_400_000).toISOString();
    const [totals, activeUsers] = await Promise.all([
      (await this.readModels.collection<PlatformStatsView>(PLATFORM_STATS.collection)).findOne({ _id: PLATFORM_STATS.id }),
      (await this.readModels.collection<ProfileView>('profiles')).countDocuments({ last_active_at: { $gte: since } }),
    ]);
    return {
      total_users: totals?.total_users ?? 0,
      active_users: activeUsers,
      total_conversations: totals?.total_conversations ?? 0,
      total_messages: totals?.total_messages ?? 0,
      documents_uploaded: totals?.documents_uploaded ?? 0,
      partner_registrations: totals?.partner_registrations ?? 0,
      total_questions: totals?.total_questions ?? 0,
      active_window_days: ACTIVE_WINDOW_DAYS,
      as_of: now.toISOString(),
    };
  }
}
