import { type AnalyticsResponse } from '@buildmentor/contracts';
import { daysBetween } from '@buildmentor/domain';
import { type DailyStatsDoc } from '@buildmentor/read-models';

/**
 * The chart series: one point per day of the range, zero where nothing happened (the read model
 * only has days with activity). Active users over the range are distinct users, not a sum of days.
 */
export function dailySeries(from: string, to: string, docs: readonly DailyStatsDoc[]): AnalyticsResponse {
  const byDay = new Map(docs.map((doc) => [doc.day, doc]));
  const active = new Set<string>();
  const totals = { questions: 0, active_users: 0, new_users: 0, uploads: 0, payments: 0, revenue: 0 };
  const days = daysBetween(from, to).map((day) => {
    const doc = byDay.get(day);
    for (const id of doc?.active_user_ids ?? []) active.add(id);
    const point = {
      day,
      questions: doc?.questions ?? 0,
      active_users: doc?.active_users ?? 0,
      new_users: doc?.new_users ?? 0,
      uploads: doc?.uploads ?? 0,
      payments: doc?.payments ?? 0,
      revenue: doc?.revenue ?? 0,
    };
    totals.questions += point.questions;
    totals.new_users += point.new_users;
    totals.uploads += point.uploads;
    totals.payments += point.payments;
    totals.revenue += point.revenue;
    return point;
  });
  totals.active_users = active.size;
  return { from, to, currency: 'aud', days, totals };
}
