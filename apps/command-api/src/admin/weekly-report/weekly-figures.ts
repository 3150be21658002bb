import { Inject, Injectable } from '@nestjs/common';
import { ReadModels } from '../../infrastructure/read-models.service';
import { type DailyStatsView, type FeedbackView, PLATFORM_STATS, type PlatformStatsView } from '../admin-read-models';
import { addDays, sydneyDayEnd, sydneyDayStart } from '../sydney-days';
import { type AllTimeTotals, type WeekFigures } from './weekly-summary';

/**
 * Reads a week's figures from the read models (daily_stats, feedback, platform_stats). The
 * handler records them in the event, so the report keeps saying what it said on the day.
 */
@Injectable()
export class WeeklyFigures {
  constructor(@Inject(ReadModels) private readonly readModels: ReadModels) {}

  /** The 7 Sydney days ending `end`, inclusive. */
  async week(end: string): Promise<WeekFigures> {
    const start = addDays(end, -6);
    const [days, feedback] = await Promise.all([
      (await this.readModels.collection<DailyStatsView>('daily_stats')).find({ day: { $gte: start, $lte: end } }),
      this.readModels.collection<FeedbackView>('feedback'),
    ]);
    const at = { $gte: sydneyDayStart(start), $lte: sydneyDayEnd(end) };
    const [positiveFeedback, negativeFeedback] = await Promise.all([
      feedback.countDocuments({ feedback_type: 'positive', timestamp: at }),
      feedback.countDocuments({ feedback_type: 'negative', timestamp: at }),
    ]);
    const sum = (pick: (d: DailyStatsView) => number) => days.reduce((total, d) => total + pick(d), 0);
    return {
      questions: sum((d) => d.questions),
      activeUsers: new Set(days.flatMap((d) => d.active_user_ids)).size,
      newUsers: sum((d) => d.new_users),
      uploads: sum((d) => d.uploads),
      payments: sum((d) => d.payments),
      revenue: sum((d) => d.revenue),
      positiveFeedback,
      negativeFeedback,
    };
  }

  async allTime(): Promise<AllTimeTotals> {
    const doc = await (await this.readModels.collection<PlatformStatsView>(PLATFORM_STATS.collection)).findOne({ _id: PLATFORM_STATS.id });
    return {
      totalUsers: doc?.total_users ?? 0,
      totalConversations: doc?.total_conversations ?? 0,
      totalMessages: doc?.total_messages ?? 0,
      documentsUploaded: doc?.documents_uploaded ?? 0,
      partnerRegistrations: doc?.partner_registrations ?? 0,
    };
  }
}
