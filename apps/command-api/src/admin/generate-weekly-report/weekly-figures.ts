import { Inject, Injectable } from '@nestjs/common';
import { addDays, businessDayEnd, businessDayStart } from '@buildmentor/domain';
import {
  DAILY_STATS,
  type DailyStatsDoc,
  dailyStatsBetween,
  FEEDBACK,
  PLATFORM_STATS,
  platformTotals,
} from '@buildmentor/read-models';
import { ReadModels } from '../../infrastructure/read-models.service';
import { type AllTimeTotals, type WeekFigures } from './weekly-summary';

/**
 * Reads a week's figures from the read models (daily_stats, feedback, platform_stats). The
 * handler records them in the event, so the report keeps saying what it said on the day.
 */
@Injectable()
export class WeeklyFigures {
  constructor(@Inject(ReadModels) private readonly readModels: ReadModels) {}

  /** The 7 business days ending `end`, inclusive. */
  async week(end: string): Promise<WeekFigures> {
    const start = addDays(end, -6);
    const [days, feedback] = await Promise.all([
      dailyStatsBetween(await this.readModels.collection(DAILY_STATS), start, end),
      this.readModels.collection(FEEDBACK),
    ]);
    const at = { $gte: businessDayStart(start), $lte: businessDayEnd(end) };
    const [positiveFeedback, negativeFeedback] = await Promise.all([
      feedback.countDocuments({ feedback_type: 'positive', timestamp: at }),
      feedback.countDocuments({ feedback_type: 'negative', timestamp: at }),
    ]);
    const sum = (pick: (d: DailyStatsDoc) => number) => days.reduce((total, d) => total + pick(d), 0);
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
    const totals = await platformTotals(await this.readModels.collection(PLATFORM_STATS));
    return {
      totalUsers: totals.total_users,
      totalConversations: totals.total_conversations,
      totalMessages: totals.total_messages,
      documentsUploaded: totals.documents_uploaded,
      partnerRegistrations: totals.partner_registrations,
    };
  }
}
