import { weeklySummary, type WeekFigures } from './weekly-summary';

const week = (patch: Partial<WeekFigures> = {}): WeekFigures => ({
  questions: 0,
  activeUsers: 0,
  newUsers: 0,
  uploads: 0,
  payments: 0,
  revenue: 0,
  positiveFeedback: 0,
  negativeFeedback: 0,
  ...patch,
});
const totals = {
  totalUsers: 40,
  totalConversations: 18,
  totalMessages: 60,
  documentsUploaded: 7,
  partnerRegistrations: 1,
};

describe('weekly summary', () => {
  it('states each figure with its change on the week before, then the all-time totals', () => {
    const text = weeklySummary(
      { start: '2026-02-23', end: '2026-03-01' },
      week({
        questions: 12,
        activeUsers: 5,
        newUsers: 1,
        uploads: 2,
        payments: 1,
        revenue: 1790,
        positiveFeedback: 3,
        negativeFeedback: 1,
      }),
      week({
        questions: 8,
        activeUsers: 6,
        newUsers: 1,
        uploads: 0,
        payments: 0,
        revenue: 0,
        positiveFeedback: 0,
        negativeFeedback: 1,
      }),
      totals,
    );
    expect(text).toBe(
      'Week 2026-02-23 to 2026-03-01: 12 questions (+4 on the week before), 5 active users (-1), 1 new user (no change), ' +
        '2 uploads (+2), 1 payment totalling A$17.90 (+A$17.90), feedback 3 positive (+3) and 1 negative (no change). ' +
        'All time: 40 users, 18 conversations, 60 messages, 7 documents, 1 partner registration.',
    );
  });

  it('shows a fall in revenue in dollars', () => {
    expect(
      weeklySummary({ start: 'a', end: 'b' }, week(), week({ payments: 2, revenue: 7680 }), totals),
    ).toContain('0 payments totalling A$0.00 (-A$76.80)');
  });
});
