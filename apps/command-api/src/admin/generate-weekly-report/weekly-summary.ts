/** One week's activity, the figures a weekly report compares with the week before. */
export interface WeekFigures {
  questions: number;
  activeUsers: number;
  newUsers: number;
  uploads: number;
  payments: number;
  /** Minor units (cents) of AUD. */
  revenue: number;
  positiveFeedback: number;
  negativeFeedback: number;
}

export interface AllTimeTotals {
  totalUsers: number;
  totalConversations: number;
  totalMessages: number;
  documentsUploaded: number;
  partnerRegistrations: number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const dollars = (cents: number) => `A$${(Math.abs(cents) / 100).toFixed(2)}`;

function change(now: number, before: number, format: (n: number) => string = String): string {
  const diff = now - before;
  if (diff === 0) return 'no change';
  return `${diff > 0 ? '+' : '-'}${format(Math.abs(diff))}`;
}

/**
 * The readable summary an admin sees after generating the report (the spec's report call reads
 * `message`): the week's numbers, each with its change on the week before, then the all-time
 * totals of the stat cards.
 */
export function weeklySummary(
  period: { start: string; end: string },
  week: WeekFigures,
  before: WeekFigures,
  totals: AllTimeTotals,
): string {
  const parts = [
    `${plural(week.questions, 'question')} (${change(week.questions, before.questions)} on the week before)`,
    `${plural(week.activeUsers, 'active user')} (${change(week.activeUsers, before.activeUsers)})`,
    `${plural(week.newUsers, 'new user')} (${change(week.newUsers, before.newUsers)})`,
    `${plural(week.uploads, 'upload')} (${change(week.uploads, before.uploads)})`,
    `${plural(week.payments, 'payment')} totalling ${dollars(week.revenue)} (${change(week.revenue, before.revenue, dollars)})`,
    `feedback ${week.positiveFeedback} positive (${change(week.positiveFeedback, before.positiveFeedback)}) and ${week.negativeFeedback} negative (${change(week.negativeFeedback, before.negativeFeedback)})`,
  ];
  const allTime = [
    plural(totals.totalUsers, 'user'),
    plural(totals.totalConversations, 'conversation'),
    plural(totals.totalMessages, 'message'),
    plural(totals.documentsUploaded, 'document'),
    plural(totals.partnerRegistrations, 'partner registration'),
  ];
  return `Week ${period.start} to ${period.end}: ${parts.join(', ')}. All time: ${allTime.join(', ')}.`;
}
